import { type IconProps, StrokeIcon } from "@/components/icons";

/** Points onwards along the line: right in English, mirrored to the left in Persian. */
export function ForwardArrowIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

/** Points to the start of the line: left in English, right in Persian. */
export function PreviousIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="m15 6-6 6 6 6" />
    </StrokeIcon>
  );
}

/** Points to the end of the line: right in English, left in Persian. */
export function NextIcon({ className = "size-6", ...props }: IconProps) {
  return (
    <StrokeIcon className={`${className} rtl:-scale-x-100`} {...props}>
      <path d="m9 6 6 6-6 6" />
    </StrokeIcon>
  );
}
