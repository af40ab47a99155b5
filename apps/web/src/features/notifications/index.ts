/** What other features use of notifications: they import it from here, never from a file inside. */
export { NotificationsLink } from "./notifications-link";
export { useUnseenNotifications } from "./notifications-queries";
