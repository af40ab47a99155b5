import { type IconProps, StrokeIcon } from "../stroke-icon";

export function AlertIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </StrokeIcon>
  );
}
