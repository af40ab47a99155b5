"use client";

import "./altcha.css";
import type {} from "altcha/types/react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Spinner } from "@/components/icons";
import { apiBaseUrl } from "@/lib/api/api-base-url";

interface AltchaFieldProps {
  /** The solution's payload once the proof of work is done; null when unticked or expired. */
  onChange: (payload: string | null) => void;
  error?: string | undefined;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The widget's look, matched to ours (its own CSS custom properties). */
const widgetStyle = {
  "--altcha-max-width": "100%",
  "--altcha-border-radius": "1rem",
  "--altcha-border-color": "var(--color-slate-200)",
  "--altcha-padding": "0.875rem",
  "--altcha-checkbox-size": "26px",
  "--altcha-color-primary": "var(--color-primary-700)",
} as React.CSSProperties;

/**
 * "I'm not a robot" (SPEC §5): the ALTCHA widget, a self-hosted proof of work solved in the
 * browser. Its script touches `window` when loaded, so it is imported here, on the client,
 * after the page has rendered; its texts come from our catalogue in the active language.
 */
export function AltchaField({ onChange, error }: AltchaFieldProps) {
  const t = useTranslations("shop.captcha");
  const language = useLocale();
  const errorId = useId();
  const [isLoaded, setIsLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const strings = {
    label: t("label"),
    verified: t("verified"),
    verifying: t("verifying"),
    waitAlert: t("waitAlert"),
    error: t("error"),
    expired: t("expired"),
    verificationRequired: t("verificationRequired"),
    loading: t("loading"),
    reload: t("reload"),
    verify: t("verify"),
    footer: "ALTCHA",
    ariaLinkLabel: "ALTCHA",
  };
  const stringsKey = JSON.stringify(strings);

  useEffect(() => {
    let isCurrent = true;
    import("altcha")
      .then(() => {
        const texts = JSON.parse(stringsKey) as Record<string, string>;
        const known = globalThis.$altcha.i18n.get(language) ?? {};
        globalThis.$altcha.i18n.set(language, { ...known, ...texts });
        if (isCurrent) setIsLoaded(true);
      })
      .catch(() => {
        if (isCurrent) setLoadFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [language, stringsKey]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!isLoaded || !widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", handleStateChange);
    return () => widget.removeEventListener("statechange", handleStateChange);
  }, [isLoaded]);

  return (
    <div className="flex flex-col gap-2">
      {isLoaded ? (
        <altcha-widget
          ref={widgetRef}
          challenge={`${apiBaseUrl()}/altcha/challenge`}
          language={language}
          type="checkbox"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
          style={widgetStyle}
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        <div className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 text-slate-600">
          {loadFailed ? (
            t("loadFailed")
          ) : (
            <>
              <Spinner />
              {t("loading")}
            </>
          )}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
