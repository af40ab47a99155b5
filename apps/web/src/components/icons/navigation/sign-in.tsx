import { type IconProps, StrokeIcon } from "../stroke-icon";

export function SignInIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 16l4-4-4-4M14 12H4" />
    </StrokeIcon>
  );
}
