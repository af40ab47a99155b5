import { type IconProps, StrokeIcon } from "../stroke-icon";

export function ImagesIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="m21 16-5-5-9 8" />
    </StrokeIcon>
  );
}
