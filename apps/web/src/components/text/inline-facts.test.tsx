import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineFacts } from "./inline-facts";

function shownIn(locale: Language, facts: readonly ReactNode[]): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <p>
        <InlineFacts>{facts}</InlineFacts>
      </p>
    </NextIntlClientProvider>,
  );
}

describe("InlineFacts", () => {
  it("separates facts with the Persian comma on Persian pages: no middle dot to read as ۰", () => {
    expect(shownIn("fa", [<bdi key="name">سارا احمدی</bdi>, "۱ قلم"])).toBe(
      "<p><bdi>سارا احمدی</bdi>، ۱ قلم</p>",
    );
  });

  it("separates them with a middle dot on English pages, and leaves out the missing ones", () => {
    expect(shownIn("en", ["Light truck", null, "6 hours", false, undefined])).toBe(
      "<p>Light truck · 6 hours</p>",
    );
  });
});
