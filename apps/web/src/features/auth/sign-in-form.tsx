"use client";

import { type SendCodeResult, sendCodeBodySchema } from "@kesht/contracts";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Link } from "@/components/link";
import { useRouter } from "@/lib/navigation/use-router";
import { DoorChoice } from "./door-choice";
import { type Door, sendCodePath } from "./doors";
import { rememberReturnPath, safeReturnPath } from "./return-path";
import { savePendingSignIn } from "./sign-in-storage";

/**
 * Step one of signing in (and of signing up: an unknown number becomes an account on the way):
 * the door and the mobile number; the code is texted and /auth/verify asks for it.
 */
export function SignInForm({ initialDoor }: { initialDoor: Door }) {
  const t = useTranslations("accounts.signIn");
  const router = useRouter();
  const returnTo = safeReturnPath(useSearchParams().get("next"));
  const [door, setDoor] = useState<Door>(initialDoor);
  const form = useZodForm(sendCodeBodySchema, { defaultValues: { mobile: "" } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<SendCodeResult, typeof body>({
      call: { method: "POST", path: sendCodePath(door), payload: body, label: "send sign-in code" },
      fields: ["mobile"],
      setError: form.setError,
      // "A code was just sent… in 26 seconds" and the daily caps are about this number: said
      // under it, they outlast a toast for someone who looked away.
      messageField: (failure) => (failure.status === 429 ? "mobile" : null),
    });
    if (!envelope) return;
    savePendingSignIn({
      mobile: envelope.data.mobile,
      door,
      resendAt: Date.now() + envelope.data.resend_after_seconds * 1000,
    });
    // A customer sent here from a page (e.g. adding to the cart) goes back to it afterwards.
    rememberReturnPath(door === "customer" ? returnTo : null);
    router.push("/auth/verify");
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {door === "admin" ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t("adminText")}</p>
      ) : (
        <DoorChoice value={door} onChange={setDoor} />
      )}
      <TextField
        control={form.control}
        name="mobile"
        id="sign-in-mobile"
        label={t("mobileLabel")}
        inputProps={{
          type: "text",
          inputMode: "numeric",
          autoComplete: "tel",
          dir: "ltr",
          placeholder: "09121234567",
        }}
        inputClassName="rtl:text-end"
      />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? t("sending") : t("submit")}
      </button>
      {door === "admin" ? null : (
        <p className="text-center text-sm text-slate-600">
          {t("newHere")}{" "}
          <Link href="/auth/register" className="font-semibold text-primary-700 underline">
            {t("register")}
          </Link>
        </p>
      )}
    </form>
  );
}
