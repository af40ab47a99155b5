import { type IconProps, StrokeIcon } from "./stroke-icon";

/** What a row, a card or a notice is about. */

export function HistoryIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </StrokeIcon>
  );
}

export function BasketIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 10h18l-2 10H5L3 10Z" />
      <path d="m8 10 3-6M16 10l-3-6M9 14v3M15 14v3" />
    </StrokeIcon>
  );
}

export function StoreIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 10v10h16V10" />
      <path d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
      <path d="M10 20v-5h4v5" />
    </StrokeIcon>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </StrokeIcon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </StrokeIcon>
  );
}

/** "Suggest a latin name": a letter A and a sparkle. */
export function SuggestIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 19 8.5 6h1L14 19M5.5 15h7" />
      <path d="M18 3v4M16 5h4M19 10v3M17.5 11.5h3" />
    </StrokeIcon>
  );
}

export function CheckBadgeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3 14.5 5h3.5v3.5L20.5 12 18 15.5V19h-3.5L12 21.5 9.5 19H6v-3.5L3.5 12 6 8.5V5h3.5L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </StrokeIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </StrokeIcon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7a2 2 0 0 1 2-2h11v4" />
      <path d="M4 7v11a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V10a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2Z" />
      <path d="M16 14.5h.01" />
    </StrokeIcon>
  );
}

export function TurnoversIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 4v16M7 20l-3-3M7 20l3-3" />
      <path d="M17 20V4M17 4l-3 3M17 4l3 3" />
    </StrokeIcon>
  );
}

export function MessagesIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9h8M8 12.5h5" />
    </StrokeIcon>
  );
}

export function ImagesIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="m21 16-5-5-9 8" />
    </StrokeIcon>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7l-4-4Z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </StrokeIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}

/** Stands in for a product photo: a sprout in a field. */
export function SproutIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20v-8" />
      <path d="M12 12c0-3.5-2.5-6-7-6 0 3.5 2.5 6 7 6Z" />
      <path d="M12 14c0-3.5 2.5-6 7-6 0 3.5-2.5 6-7 6Z" />
      <path d="M4 20h16" />
    </StrokeIcon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
    </StrokeIcon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </StrokeIcon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </StrokeIcon>
  );
}
