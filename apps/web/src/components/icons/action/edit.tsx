import { type IconProps, StrokeIcon } from "../stroke-icon";

export function EditIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
      <path d="m13.5 6.5 4 4" />
    </StrokeIcon>
  );
}
