import {
  NotificationsPage,
  notificationsMetadata,
} from "@/features/notifications/notifications-page";

export const generateMetadata = notificationsMetadata;

export default function CustomerNotificationsPage() {
  return <NotificationsPage reader="customer" />;
}
