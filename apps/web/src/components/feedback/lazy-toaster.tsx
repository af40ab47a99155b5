"use client";

import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadedSonner, whenSonnerLoaded } from "./toast";

/**
 * sonner's Toaster, drawn once the first toast has brought sonner's code (./toast.ts): until
 * then there is nothing to show. It subscribes when drawn and sonner replays the toasts raised
 * before that, so the first toast shows too.
 */
export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => {
    if (sonner) return;
    let live = true;
    void whenSonnerLoaded().then((module) => {
      if (live) setSonner(module);
    });
    return () => {
      live = false;
    };
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster {...props} />;
}
