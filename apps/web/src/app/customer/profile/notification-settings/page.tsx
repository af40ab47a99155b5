import {
  NotificationSettingsPage,
  notificationSettingsMetadata,
} from "@/features/notification-settings";

export const generateMetadata = notificationSettingsMetadata;

export default function CustomerNotificationSettingsPage() {
  return <NotificationSettingsPage profile="/customer/profile" />;
}
