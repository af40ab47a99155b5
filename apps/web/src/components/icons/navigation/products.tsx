import { type IconProps, StrokeIcon } from "../stroke-icon";

export function ProductsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </StrokeIcon>
  );
}
