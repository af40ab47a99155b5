import { type IconProps, StrokeIcon } from "../stroke-icon";

export function BasketIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 10h18l-2 10H5L3 10Z" />
      <path d="m8 10 3-6M16 10l-3-6M9 14v3M15 14v3" />
    </StrokeIcon>
  );
}
