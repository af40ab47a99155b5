import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { renderInDom } from "@/lib/state/testing/render-in-dom";
import { pressOn, typeInto } from "@/lib/state/testing/type-and-press";
import { SearchOverlayStandIn } from "./search-overlay-stand-in";

interface Calls {
  texts: string[];
  searched: string[];
  closed: number;
}

/** The stand-in as SearchLauncher draws it: the text lives with the caller. */
async function renderStandIn(startText: string, language: Language = "en") {
  const calls: Calls = { texts: [], searched: [], closed: 0 };
  function Harness() {
    const [text, setText] = useState(startText);
    return (
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
      >
        <SearchOverlayStandIn
          text={text}
          onTextChange={(next) => {
            calls.texts.push(next);
            setText(next);
          }}
          onSearchAll={(searched) => calls.searched.push(searched)}
          onClose={() => {
            calls.closed += 1;
          }}
        />
      </NextIntlClientProvider>
    );
  }
  const view = await renderInDom(<Harness />);
  return { calls, view };
}

function field(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] [role="combobox"]');
  if (!input) throw new Error("no search field");
  return input;
}

const type = (text: string) => typeInto(field(), text);
const press = (key: string) => pressOn(field(), key);

describe("SearchOverlayStandIn", () => {
  it("is a dialog named like the overlay whose field has the focus and takes typing", async () => {
    const { calls, view } = await renderStandIn("");
    const dialog = document.querySelector('[role="dialog"]');
    const title = document.getElementById(dialog?.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("Search products");
    expect(dialog?.getAttribute("aria-modal")).toBe("true");
    // Drawn into the body, not where the launcher is: the header would clip a fixed backdrop.
    expect(dialog?.parentElement?.parentElement).toBe(document.body);
    expect(field().getAttribute("aria-label")).toBe("Search farm products");
    expect(field().getAttribute("dir")).toBe("auto");
    expect(document.activeElement).toBe(field());

    await type("ri");
    await type("ric");
    expect(calls.texts).toEqual(["ri", "ric"]);
    expect(field().value).toBe("ric");
    await view.unmount();
  });

  it("selects the current search, so typing replaces it", async () => {
    const { view } = await renderStandIn("rice");
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 4]);
    await view.unmount();
  });

  it("searches all products on Enter with text, and does nothing on Enter without", async () => {
    const { calls, view } = await renderStandIn("   ");
    await press("Enter");
    expect(calls.searched).toEqual([]);
    await type(" rice ");
    await press("Enter");
    expect(calls.searched).toEqual(["rice"]);
    expect(calls.closed).toBe(0);
    await view.unmount();
  });

  it("closes with Escape, its close button and a click outside, not with a click inside", async () => {
    const { calls, view } = await renderStandIn("");
    await press("Escape");
    expect(calls.closed).toBe(1);

    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Close search"]');
    await act(async () => close?.click());
    expect(calls.closed).toBe(2);

    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    await act(async () => dialog?.click());
    expect(calls.closed).toBe(2);
    await act(async () => dialog?.parentElement?.click());
    expect(calls.closed).toBe(3);
    await view.unmount();
  });

  it("speaks Persian on a Persian page", async () => {
    const { view } = await renderStandIn("", "fa");
    const dialog = document.querySelector('[role="dialog"]');
    const title = document.getElementById(dialog?.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("جست‌وجوی محصولات");
    expect(field().getAttribute("aria-label")).toBe("جست‌وجوی محصولات کشاورزی");
    await view.unmount();
  });
});
