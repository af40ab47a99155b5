import { type IconProps, StrokeIcon } from "../stroke-icon";

export function StoreIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 10v10h16V10" />
      <path d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
      <path d="M10 20v-5h4v5" />
    </StrokeIcon>
  );
}
