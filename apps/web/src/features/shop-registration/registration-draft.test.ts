import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, emptyDraft, readDraft } from "./registration-draft";

const ref = {
  id: "f1",
  kind: "image" as const,
  url: "/api/v1/files/f1/a.webp",
  previewUrl: "/api/v1/files/f1/a-320.webp",
  name: "a.jpg",
};

afterEach(() => window.localStorage.clear());

describe("registration draft", () => {
  it("reads back what was saved, for the same user only", () => {
    const draft = {
      ...emptyDraft,
      province_id: 8,
      latitude: 35.7,
      longitude: 51.4,
      files: { ...emptyDraft.files, logo: [ref] },
    };
    window.localStorage.setItem("kesht-shop-registration:7", JSON.stringify(draft));
    expect(readDraft(7)).toEqual(draft);
    expect(readDraft(8)).toEqual(emptyDraft);
  });

  it("starts afresh from damaged or foreign data", () => {
    window.localStorage.setItem("kesht-shop-registration:7", "{not json");
    expect(readDraft(7)).toEqual(emptyDraft);
    window.localStorage.setItem("kesht-shop-registration:7", JSON.stringify({ version: 2 }));
    expect(readDraft(7)).toEqual(emptyDraft);
  });

  it("is gone once cleared", () => {
    window.localStorage.setItem("kesht-shop-registration:7", JSON.stringify(emptyDraft));
    clearDraft(7);
    expect(window.localStorage.getItem("kesht-shop-registration:7")).toBeNull();
  });
});
