"use client";

import { useTranslations } from "next-intl";
import { BackArrowIcon } from "@/components/icons";
import { useRouter } from "@/lib/navigation/use-router";

/** The parts of the Navigation API this file reads; TypeScript's DOM library lacks it. */
interface NavigationHistory {
  canGoBack: boolean;
}

/**
 * Whether "back" stays inside Kesht. The Navigation API answers exactly (same-origin entries
 * only); where it is missing, any earlier entry counts, as a plain browser back button would.
 */
function canGoBackInApp(): boolean {
  const navigation = (window as Window & { navigation?: NavigationHistory }).navigation;
  if (navigation) return navigation.canGoBack;
  return window.history.length > 1;
}

export function BackButton({ fallbackHref, href }: { fallbackHref: string; href?: string }) {
  const router = useRouter();
  const t = useTranslations("subHeader");

  function goBack() {
    if (href) router.push(href);
    else if (canGoBackInApp()) router.back();
    else router.push(fallbackHref);
  }

  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={t("back")}
      className="-ms-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200/70"
    >
      <BackArrowIcon />
    </button>
  );
}
