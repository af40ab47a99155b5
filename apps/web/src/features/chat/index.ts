/** What other features use of chat: they import it from here, never from a file inside. */
export { MessageBubble } from "./message-bubble";

/** The header's message bell, loaded apart from the page (the shell's lazyIsland) so chat weighs on no first load. */
export const loadMessageBell = () => import("./message-bell");
