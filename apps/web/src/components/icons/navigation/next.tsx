import { type IconProps, StrokeIcon } from "../stroke-icon";

/** Points to the end of the line: right in English, left in Persian. */
export function NextIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="m9 6 6 6-6 6" />
    </StrokeIcon>
  );
}
