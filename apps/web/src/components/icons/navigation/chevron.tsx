import { type IconProps, StrokeIcon } from "../stroke-icon";

export function ChevronIcon({ className = "size-5", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="m9 6 6 6-6 6" />
    </StrokeIcon>
  );
}
