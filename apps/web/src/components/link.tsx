"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

export type LinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * The app's link: Next's client-side navigation, with the next page fetched ahead only once a
 * person shows they may follow it (the pointer over it, a finger on it, the keyboard's focus),
 * never because it scrolled into view (decision 049). Nearly every page is rendered per request,
 * so Next's default fetched one server render for each link on the screen: 23 on the home page,
 * on the phone's main thread and network while its first screen was still loading, and on our
 * servers for pages nobody opened.
 *
 * Fetching ahead is Next's own, switched on for this link at the first sign of intent.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [isWanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      // null is Next's default fetching ahead; false is none, not even on hover.
      prefetch={isWanted ? null : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setWanted(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setWanted(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setWanted(true);
      }}
    />
  );
}
