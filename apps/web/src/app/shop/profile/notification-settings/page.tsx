import {
  NotificationSettingsPage,
  notificationSettingsMetadata,
} from "@/features/notification-settings";

export const generateMetadata = notificationSettingsMetadata;

export default function ShopNotificationSettingsPage() {
  return <NotificationSettingsPage profile="/shop/profile" />;
}
