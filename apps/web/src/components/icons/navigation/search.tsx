import { type IconProps, StrokeIcon } from "../stroke-icon";

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </StrokeIcon>
  );
}
