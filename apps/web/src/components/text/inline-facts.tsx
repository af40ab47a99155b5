"use client";

import { useLocale } from "next-intl";
import { Fragment, type ReactNode } from "react";
import { separatorsOf } from "@/lib/i18n/languages";

/**
 * Facts on one line ("Sara Ahmadi · 1 item", "۱۴۰۵/۰۲/۱۰، ۰۸:۰۰ تا ۱۲:۰۰"), the empty ones left
 * out, joined with the language's inline separator: never a middle dot beside Persian digits,
 * where it reads as the zero "۰" (src/lib/i18n/languages.ts).
 */
export function InlineFacts({ children }: { children: readonly ReactNode[] }) {
  const { inline } = separatorsOf(useLocale());
  const facts = children.filter((fact) => fact !== null && fact !== undefined && fact !== false);
  return (
    <>
      {facts.map((fact, index) => (
        // The facts are a fixed list written in the component that shows them.
        // biome-ignore lint/suspicious/noArrayIndexKey: their order never changes
        <Fragment key={index}>
          {index > 0 ? inline : null}
          {fact}
        </Fragment>
      ))}
    </>
  );
}
