import { type IconProps, StrokeIcon } from "../stroke-icon";

export function CheckBadgeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3 14.5 5h3.5v3.5L20.5 12 18 15.5V19h-3.5L12 21.5 9.5 19H6v-3.5L3.5 12 6 8.5V5h3.5L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </StrokeIcon>
  );
}
