import { describe, expect, it } from "vitest";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { LazyToaster } from "./lazy-toaster";
import { loadedSonner, toast } from "./toast";

const shownTexts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((toastElement) =>
    toastElement.textContent?.trim(),
  );

describe("toasts whose code loads on first use", () => {
  it("shows the toasts raised before sonner and its Toaster arrived", {
    timeout: 30_000,
  }, async () => {
    const view = await renderInDom(<LazyToaster />);
    expect(loadedSonner()).toBeUndefined();
    expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull();

    toast.error("Could not save");
    toast.success("ذخیره شد", { id: "saved" });
    toast("3 new messages");

    await waitUntil(
      () =>
        expect(shownTexts()).toEqual(
          expect.arrayContaining(["Could not save", "ذخیره شد", "3 new messages"]),
        ),
      // The first import of sonner's module is slow on a busy machine.
      20_000,
    );
    expect(loadedSonner()).toBeDefined();

    // Once the code is here, a toast goes straight to sonner.
    toast.error("Later");
    await waitUntil(() => expect(shownTexts()).toContain("Later"));
    await view.unmount();
  });

  it("draws the Toaster at once when sonner has loaded already", async () => {
    const view = await renderInDom(<LazyToaster />);
    // sonner's live region, drawn in the first render (no waiting on the module).
    expect(document.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
    await view.unmount();
  });
});
