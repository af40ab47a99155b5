import { type IconProps, StrokeIcon } from "../stroke-icon";

/** Points onwards along the line: right in English, mirrored to the left in Persian. */
export function ForwardArrowIcon({ className = "size-5", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}
