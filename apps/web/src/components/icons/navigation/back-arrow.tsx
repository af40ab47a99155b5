import { type IconProps, StrokeIcon } from "../stroke-icon";

/** Points towards the start of the line: left in English, mirrored to the right in Persian. */
export function BackArrowIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </StrokeIcon>
  );
}
