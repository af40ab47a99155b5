import {
  NotificationsPage,
  notificationsMetadata,
} from "@/features/notifications/notifications-page";

export const generateMetadata = notificationsMetadata;

export default function DriverNotificationsPage() {
  return <NotificationsPage reader="driver" />;
}
