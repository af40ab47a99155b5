import { type IconProps, StrokeIcon } from "../stroke-icon";

export function ShareIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </StrokeIcon>
  );
}
