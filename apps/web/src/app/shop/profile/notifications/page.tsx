import {
  NotificationsPage,
  notificationsMetadata,
} from "@/features/notifications/notifications-page";

export const generateMetadata = notificationsMetadata;

export default function ShopNotificationsPage() {
  return <NotificationsPage reader="seller" />;
}
