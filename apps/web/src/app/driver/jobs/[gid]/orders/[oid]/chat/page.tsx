import type { Metadata } from "next";
import {
  DriverThreadRoute,
  type DriverThreadRouteParams,
  threadMetadata,
} from "@/features/chat/chat-route";

export async function generateMetadata({
  params,
}: {
  params: DriverThreadRouteParams;
}): Promise<Metadata> {
  return threadMetadata(params);
}

export default function DriverChatThreadPage({ params }: { params: DriverThreadRouteParams }) {
  return <DriverThreadRoute params={params} />;
}
