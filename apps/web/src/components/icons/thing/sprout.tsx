import { type IconProps, StrokeIcon } from "../stroke-icon";

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
