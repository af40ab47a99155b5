import { type IconProps, StrokeIcon } from "../stroke-icon";

/** "Suggest a latin name": a letter A and a sparkle. */
export function SuggestIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 19 8.5 6h1L14 19M5.5 15h7" />
      <path d="M18 3v4M16 5h4M19 10v3M17.5 11.5h3" />
    </StrokeIcon>
  );
}
