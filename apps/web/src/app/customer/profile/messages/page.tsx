import { RoomsRoute, roomsMetadata } from "@/features/chat/chat-route";

export const generateMetadata = roomsMetadata;

export default function MessagesPage() {
  return <RoomsRoute side="customer" />;
}
