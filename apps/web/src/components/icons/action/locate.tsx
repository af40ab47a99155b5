import { type IconProps, StrokeIcon } from "../stroke-icon";

/** A target: "where I am". */
export function LocateIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </StrokeIcon>
  );
}
