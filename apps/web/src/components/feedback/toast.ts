import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

/**
 * Toasts with sonner's code fetched on first use (issue 15): a toast is rare, so sonner is not
 * part of any page's first load. A toast raised while the code is on its way is shown once it
 * arrives (in the order raised), and sonner replays the toasts raised before its Toaster
 * subscribed (src/components/feedback/lazy-toaster.tsx), so none is lost. Import `toast` from
 * here, never from "sonner": a toast raised through sonner directly before the Toaster is drawn
 * would wait for a Toaster that only draws once this module has loaded sonner.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let announceLoaded: (module: Sonner) => void = () => {};
/** Settles when sonner's code is here, without asking for it (the Toaster waits on this). */
const loaded = new Promise<Sonner>((resolve) => {
  announceLoaded = resolve;
});

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      announceLoaded(module);
      return module;
    },
    (error: unknown) => {
      // Offline for a moment: the next toast asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(call: (module: Sonner) => void): void {
  if (sonner) {
    call(sonner);
    return;
  }
  loadSonner().then(call, (error: unknown) => console.error("the toasts could not load", error));
}

/** sonner's module once a toast has loaded it, else undefined. */
export function loadedSonner(): Sonner | undefined {
  return sonner;
}

/** sonner's module, once a toast has loaded it. */
export function whenSonnerLoaded(): Promise<Sonner> {
  return loaded;
}

/** sonner's `toast`, `toast.success` and `toast.error`, loading sonner on first use. */
export const toast = Object.assign(
  (message: string, data?: ExternalToast): void => show((module) => module.toast(message, data)),
  {
    success(message: string, data?: ExternalToast): void {
      show((module) => module.toast.success(message, data));
    },
    error(message: string, data?: ExternalToast): void {
      show((module) => module.toast.error(message, data));
    },
  },
);
