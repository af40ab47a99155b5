import { type IconProps, StrokeIcon } from "../stroke-icon";

/** Points to the start of the line: left in English, right in Persian. */
export function PreviousIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="m15 6-6 6 6 6" />
    </StrokeIcon>
  );
}
