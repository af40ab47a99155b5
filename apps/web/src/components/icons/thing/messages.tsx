import { type IconProps, StrokeIcon } from "../stroke-icon";

export function MessagesIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9h8M8 12.5h5" />
    </StrokeIcon>
  );
}
