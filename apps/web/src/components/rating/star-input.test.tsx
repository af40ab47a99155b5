import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInDom } from "@/lib/state/testing/render-in-dom";
import { StarInput } from "./star-input";

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

function Harness({ initial, error }: { initial?: number; error?: string }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <StarInput
        name="stars"
        legend="Your rating"
        starLabel={(stars) => `${stars} of 5 stars`}
        value={value}
        onChange={setValue}
        error={error}
      />
      <output data-testid="value">{value ?? "none"}</output>
    </>
  );
}

async function show(element: React.ReactElement) {
  unmount = (await renderInDom(element)).unmount;
}

const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe("StarInput", () => {
  it("is a named radio group of five stars, each with a spoken label", async () => {
    await show(<Harness />);
    const group = document.querySelector("fieldset");
    expect(group?.querySelector("legend")?.textContent).toBe("Your rating");
    expect(radios().map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 of 5 stars",
      "2 of 5 stars",
      "3 of 5 stars",
      "4 of 5 stars",
      "5 of 5 stars",
    ]);
    expect(new Set(radios().map((radio) => radio.name))).toEqual(new Set(["stars"]));
    expect(radios().every((radio) => !radio.checked)).toBe(true);
  });

  it("picks the chosen star and lights every star up to it", async () => {
    await show(<Harness />);
    await act(async () => radios()[3]?.click());
    expect(document.querySelector('[data-testid="value"]')?.textContent).toBe("4");
    expect(radios()[3]?.checked).toBe(true);
    const lit = [...document.querySelectorAll("label")].filter((label) =>
      label.className.includes("text-amber-500"),
    );
    expect(lit).toHaveLength(4);
  });

  it("keeps the stars left to right in every direction, and ties an error to the group", async () => {
    await show(
      <div dir="rtl">
        <Harness initial={2} error="Please choose from 1 to 5 stars." />
      </div>,
    );
    const row = radios()[0]?.closest("div");
    expect(row?.getAttribute("dir")).toBe("ltr");
    const group = document.querySelector("fieldset");
    const errorId = group?.getAttribute("aria-describedby");
    expect(errorId).toBeTruthy();
    expect(document.getElementById(errorId ?? "")?.textContent).toBe(
      "Please choose from 1 to 5 stars.",
    );
    expect(radios()[1]?.checked).toBe(true);
  });
});
