import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { CountStepper } from "./count-stepper";
import { CountStepperStandIn, parseTypedAmount } from "./count-stepper-stand-in";

/** Whether React Aria's widget has been asked for: it is real, only its loading is watched. */
const widgetRequests = vi.hoisted(() => ({ count: 0 }));
vi.mock("./count-stepper-widget", async (load) => {
  widgetRequests.count += 1;
  return load();
});

interface Setup {
  language?: Language;
  start?: number;
  step?: number;
  max?: number;
  isDisabled?: boolean;
}

/** A stepper whose value lives with the caller, as on the product page and in the cart. */
async function renderStepper(which: "stand-in" | "wrapper", setup: Setup = {}) {
  const { language = "en", start = 1, step = 1, max = 3, isDisabled = false } = setup;
  const chosen: number[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    const props = {
      value,
      onChange: (next: number) => {
        chosen.push(next);
        setValue(next);
      },
      step,
      max,
      label: "Amount of saffron",
      unit: "kg",
      isDisabled,
    };
    return (
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
      >
        {which === "stand-in" ? (
          <CountStepperStandIn {...props} onFieldFocus={() => {}} onTypedText={() => {}} />
        ) : (
          <CountStepper {...props} />
        )}
      </NextIntlClientProvider>
    );
  }
  const view = await renderInDom(<Harness />);
  const field = () =>
    document.querySelector<HTMLInputElement>('[role="group"] input') as HTMLInputElement;
  const button = (name: string) =>
    document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) as HTMLButtonElement;
  return { view, chosen, field, button };
}

function press(input: HTMLInputElement, key: string) {
  input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

/** Types as a person would: React listens to the native input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("parseTypedAmount", () => {
  it("reads Latin and Persian digits and both decimal separators", () => {
    expect(parseTypedAmount("2.5")).toBe(2.5);
    expect(parseTypedAmount("۲٫۵")).toBe(2.5);
    expect(parseTypedAmount("١٢")).toBe(12);
    expect(parseTypedAmount("1,000")).toBe(1000);
    expect(parseTypedAmount("")).toBeNaN();
  });
});

describe("the amount stepper before its widget has loaded", () => {
  it("is labelled as the widget is and steps within its limits with the buttons", async () => {
    const { view, chosen, field, button } = await renderStepper("stand-in");
    const label = document.querySelector(`label[for="${field().id}"]`);
    expect(label?.textContent).toBe("Amount of saffron");
    expect(field().value).toBe("1");
    expect(button("Less").disabled).toBe(true);

    await act(async () => button("More").click());
    await act(async () => button("More").click());
    expect(field().value).toBe("3");
    expect(button("More").disabled).toBe(true);
    expect(chosen).toEqual([2, 3]);
    await view.unmount();
  });

  it("steps with the arrow keys and jumps to the limits with Home and End", async () => {
    const { view, chosen, field } = await renderStepper("stand-in", { step: 0.5, max: 2 });
    await act(async () => press(field(), "ArrowUp"));
    await act(async () => press(field(), "End"));
    await act(async () => press(field(), "ArrowUp"));
    await act(async () => press(field(), "Home"));
    await act(async () => press(field(), "ArrowDown"));
    expect(chosen).toEqual([1.5, 2, 0.5]);
    await view.unmount();
  });

  it("counts a typed amount on Enter, on the step and within the stock, in Persian digits", async () => {
    const { view, chosen, field } = await renderStepper("stand-in", {
      language: "fa",
      step: 0.5,
      max: 2,
    });
    expect(field().value).toBe("۱");
    await act(async () => typeInto(field(), "۱٫۴"));
    expect(field().value).toBe("۱٫۴");
    await act(async () => typeInto(field(), "۱٫۴x"));
    expect(field().value).toBe("۱٫۴");
    await act(async () => press(field(), "Enter"));
    expect(chosen).toEqual([1.5]);
    expect(field().value).toBe("۱٫۵");

    await act(async () => typeInto(field(), "9"));
    await act(async () => press(field(), "Enter"));
    expect(chosen).toEqual([1.5, 2]);
    await view.unmount();
  });

  it("is disabled when not even one step is in stock", async () => {
    const { view, field, button } = await renderStepper("stand-in", { max: 0 });
    expect(field().disabled).toBe(true);
    expect(button("More").disabled).toBe(true);
    expect(document.querySelector('[role="group"]')?.hasAttribute("data-disabled")).toBe(true);
    await view.unmount();
  });
});

describe("the amount stepper", () => {
  it("becomes React Aria's widget when its field is focused, and that widget takes the focus and the amount typed meanwhile", {
    timeout: 30_000,
  }, async () => {
    const { view, chosen, field } = await renderStepper("wrapper", { max: 5 });
    // Drawn as the stand-in (no earlier test here has loaded the widget), and left so while
    // nobody reaches for it: past the moment the page used to load it unasked (1.5 s without
    // an idle callback), it has not.
    const standIn = field();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));
    expect(widgetRequests.count).toBe(0);
    expect(standIn.hasAttribute("aria-roledescription")).toBe(false);
    await act(async () => standIn.focus());
    await act(async () => typeInto(standIn, "4"));
    // React Aria's field describes itself as a number field.
    await waitUntil(
      () => expect(field().getAttribute("aria-roledescription")).toBeTruthy(),
      20_000,
    );
    expect(field().value).toBe("4");
    expect(chosen).toEqual([4]);
    expect(document.activeElement).toBe(field());
    await view.unmount();
  });
});
