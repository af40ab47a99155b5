import { type IconProps, StrokeIcon } from "../stroke-icon";

export function PlayIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m10 8.5 5 3.5-5 3.5v-7Z" />
    </StrokeIcon>
  );
}
