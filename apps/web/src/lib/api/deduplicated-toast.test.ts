// @vitest-environment node

import { describe, expect, it, vi } from "vitest";
import { toast } from "@/components/feedback/toast";
import { deduplicatedToast } from "./deduplicated-toast";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe("deduplicatedToast", () => {
  it("gives the same text the same id, so sonner shows it once", () => {
    deduplicatedToast.error("Unknown error occured");
    deduplicatedToast.error("Unknown error occured");
    deduplicatedToast.error("Other");

    const ids = vi.mocked(toast.error).mock.calls.map(([, options]) => options?.id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("keeps an error and a success with the same text apart", () => {
    deduplicatedToast.error("Saved");
    deduplicatedToast.success("Saved");

    const errorId = vi.mocked(toast.error).mock.calls.at(-1)?.[1]?.id;
    const successId = vi.mocked(toast.success).mock.calls.at(-1)?.[1]?.id;
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith("Saved", expect.anything());
    expect(errorId).not.toBe(successId);
  });
});
