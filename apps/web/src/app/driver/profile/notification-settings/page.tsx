import {
  NotificationSettingsPage,
  notificationSettingsMetadata,
} from "@/features/notification-settings";

export const generateMetadata = notificationSettingsMetadata;

export default function DriverNotificationSettingsPage() {
  return <NotificationSettingsPage profile="/driver/profile" />;
}
