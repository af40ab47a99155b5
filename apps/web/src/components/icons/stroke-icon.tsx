import type { SVGProps } from "react";

/**
 * Inline stroke icons (24×24, currentColor), so no icon font or sprite is downloaded.
 * They are decorative: the control that holds one carries the accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** The frame every icon of the app is drawn in; every icon in this folder is drawn in it. */
export function StrokeIcon({
  children,
  className = "size-6",
  ...props
}: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
