export {
  NotificationSettingsPage,
  notificationSettingsMetadata,
} from "./notification-settings-page";
