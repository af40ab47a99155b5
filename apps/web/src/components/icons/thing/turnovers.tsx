import { type IconProps, StrokeIcon } from "../stroke-icon";

export function TurnoversIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 4v16M7 20l-3-3M7 20l3-3" />
      <path d="M17 20V4M17 4l-3 3M17 4l3 3" />
    </StrokeIcon>
  );
}
