/*
 * Conversations (issue 12, docs/conversations-api.md): the one module that writes the
 * conversation tables, and this file its face to the rest of the API. An order's chat is made
 * when its customer, seller or driver first opens it; the admin and support threads are opened
 * by the modules that handle them. Every refusal to read is the same 404, so nobody learns
 * whether a conversation they are not part of exists.
 */
export { type ConversationEvent, memberViewer, type Viewer } from "./conversations.access";
export {
  addMember,
  blockSender,
  findConversation,
  isSenderBlocked,
  type OrderChatAccess,
  openAdminThread,
  openOrderChat,
  openSupportThread,
  setSupportStatus,
  unblockSender,
} from "./conversations.open";
export {
  getThread,
  listRooms,
  messageFor,
  orderChatForStaff,
  otherSeenUpTo,
  roomOf,
  unseenTotalOf,
} from "./conversations.read";
export { markSeen, type SendInput, sendMessage } from "./conversations.send";
