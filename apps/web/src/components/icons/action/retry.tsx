import { type IconProps, StrokeIcon } from "../stroke-icon";

export function RetryIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.6L20 8.7" />
      <path d="M20 4v4.7h-4.7" />
    </StrokeIcon>
  );
}
