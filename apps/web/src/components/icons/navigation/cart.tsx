import { type IconProps, StrokeIcon } from "../stroke-icon";

export function CartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="20" r="1.25" />
      <circle cx="17" cy="20" r="1.25" />
    </StrokeIcon>
  );
}
