import { type IconProps, StrokeIcon } from "../stroke-icon";

export function OrdersIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-3-2-2 2-2-2-2 2-2-2-3 2V4a1 1 0 0 1 1-1Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </StrokeIcon>
  );
}
