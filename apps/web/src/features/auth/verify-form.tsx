"use client";

import { type LoginResult, loginBodySchema, otpRules, type SendCodeResult } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { request } from "@/lib/api";
import { useRouter } from "@/lib/navigation/use-router";
import { landingPathFor, loginPath, sendCodePath } from "./doors";
import { MobileNumber } from "./mobile-number";
import { takeReturnPath } from "./return-path";
import { applySessionUser } from "./session-store";
import { forgetSessionAnswer } from "./session-sync";
import {
  clearPendingSignIn,
  type PendingSignIn,
  readPendingSignIn,
  savePendingSignIn,
} from "./sign-in-storage";
import { useCountdown } from "./use-countdown";

/** Step two: the code from the text message. Without a number to verify, back to step one. */
export function VerifyStep() {
  const router = useRouter();
  const [pending, setPending] = useState<PendingSignIn | null>(null);

  useEffect(() => {
    const saved = readPendingSignIn();
    if (saved) setPending(saved);
    else router.replace("/auth");
  }, [router]);

  if (!pending) {
    return (
      <div className="flex flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  return <VerifyForm pending={pending} onResent={setPending} />;
}

function VerifyForm({
  pending,
  onResent,
}: {
  pending: PendingSignIn;
  onResent: (pending: PendingSignIn) => void;
}) {
  const t = useTranslations("accounts.verify");
  const format = useFormatter();
  const router = useRouter();
  const secondsLeft = useCountdown(pending.resendAt);
  const [isResending, setResending] = useState(false);
  const form = useZodForm(loginBodySchema, { defaultValues: { mobile: pending.mobile, code: "" } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<LoginResult, typeof body>({
      call: { method: "POST", path: loginPath(pending.door), payload: body, label: "sign in" },
      fields: ["code"],
      setError: form.setError,
    });
    if (!envelope) return;
    const { user } = envelope.data;
    applySessionUser(user);
    forgetSessionAnswer();
    clearPendingSignIn();
    // Someone still to register keeps the page to return to for after registration.
    const returnTo = user.role === null ? null : takeReturnPath();
    router.replace(
      user.role === "customer" && returnTo ? returnTo : landingPathFor(user, pending.door),
    );
  });

  async function resend() {
    setResending(true);
    const envelope = await request<SendCodeResult>({
      method: "POST",
      path: sendCodePath(pending.door),
      payload: { mobile: pending.mobile },
      label: "resend sign-in code",
    });
    setResending(false);
    if (!envelope) return;
    const next = {
      ...pending,
      resendAt: Date.now() + envelope.data.resend_after_seconds * 1000,
    };
    savePendingSignIn(next);
    onResent(next);
    form.resetField("code");
    form.setFocus("code");
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-slate-600">
        {t.rich("sentTo", {
          length: format.number(otpRules.codeLength),
          mobile: () => <MobileNumber mobile={pending.mobile} />,
        })}{" "}
        <Link
          href={`/auth?door=${pending.door}`}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
        >
          {t("changeNumber")}
        </Link>
      </p>
      <TextField
        control={form.control}
        name="code"
        id="verify-code"
        label={t("codeLabel")}
        // The code is the only thing this page asks for.
        inputProps={{
          type: "text",
          inputMode: "numeric",
          autoComplete: "one-time-code",
          dir: "ltr",
          autoFocus: true,
        }}
        inputClassName="text-center text-xl tracking-[0.5em]"
      />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? t("verifying") : t("submit")}
      </button>
      <div className="flex flex-col items-center gap-1 text-sm text-slate-600">
        <button
          type="button"
          onClick={resend}
          disabled={secondsLeft > 0 || isResending}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          {t("resend")}
        </button>
        {secondsLeft > 0 ? <p aria-live="off">{t("resendIn", { seconds: secondsLeft })}</p> : null}
      </div>
    </form>
  );
}
