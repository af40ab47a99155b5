import { type IconProps, StrokeIcon } from "../stroke-icon";

export function DashboardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="7.5" height="9" rx="1" />
      <rect x="13.5" y="3" width="7.5" height="5" rx="1" />
      <rect x="13.5" y="11" width="7.5" height="10" rx="1" />
      <rect x="3" y="15" width="7.5" height="6" rx="1" />
    </StrokeIcon>
  );
}
