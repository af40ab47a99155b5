import type { Metadata } from "next";
import { ThreadRoute, type ThreadRouteParams, threadMetadata } from "@/features/chat/chat-route";

export function generateMetadata({ params }: { params: ThreadRouteParams }): Promise<Metadata> {
  return threadMetadata(params);
}

export default function ChatThreadPage({ params }: { params: ThreadRouteParams }) {
  return <ThreadRoute side="seller" params={params} />;
}
