"use client";

import { type Country, customerRegisterBodySchema, type SessionUser } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { NameAndEmailFields } from "@/components/form/name-and-email-fields";
import { ReferenceSelect } from "@/components/form/reference-select";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Link } from "@/components/link";
import { useApiQuery } from "@/lib/api";
import { referenceDataCache } from "@/lib/api/cache-policy";
import { isolateLtr } from "@/lib/i18n/bidi";
import { useRouter } from "@/lib/navigation/use-router";
import { landingPathFor } from "./doors";
import { takeReturnPath } from "./return-path";
import { applySessionUser } from "./session-store";
import { forgetSessionAnswer } from "./session-sync";
import { holdsRole } from "./session-user";
import { useSessionUser } from "./use-session-user";

/**
 * A verified number becomes a customer: name, email and the country of the mobile number.
 * Needs a session: of a number new to Kesht, or of a shop's owner who wants to buy too.
 */
export function CustomerRegistration() {
  const t = useTranslations("accounts.registerCustomer");
  const router = useRouter();
  const session = useSessionUser();
  const countries = useApiQuery<Country[]>({
    path: "/countries",
    ...referenceDataCache,
  });
  const user = session.user;

  const isCustomer = holdsRole(user ?? null, "customer");
  // Already a customer: nothing to do here.
  useEffect(() => {
    if (user && isCustomer) router.replace(landingPathFor(user, "customer"));
  }, [user, isCustomer, router]);

  if (session.isError) return <LoadFailed onRetry={session.refetch} />;
  if (session.isPending || isCustomer) return <FormSkeleton fields={4} />;
  if (!user) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-slate-600">{t("signInFirst")}</p>
        <Link href="/auth?door=customer" className={primaryButton}>
          {t("signIn")}
        </Link>
      </div>
    );
  }
  if (countries.isError) return <LoadFailed onRetry={() => void countries.refetch()} />;
  if (!countries.data) return <FormSkeleton fields={4} />;
  return <RegisterForm user={user} countries={countries.data.data} />;
}

function RegisterForm({ user, countries }: { user: SessionUser; countries: Country[] }) {
  const t = useTranslations("accounts.registerCustomer");
  const router = useRouter();
  const iran = countries.find((country) => country.code === "IR");
  const form = useZodForm(customerRegisterBodySchema, {
    defaultValues: { name: "", email: "", mobile: user.mobile, country_id: iran?.id },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<{ user: SessionUser }, typeof body>({
      call: { method: "POST", path: "/customer/register", payload: body, label: "register" },
      fields: ["name", "email", "mobile", "country_id"],
      setError: form.setError,
    });
    if (!envelope) return;
    applySessionUser(envelope.data.user);
    forgetSessionAnswer();
    router.replace(takeReturnPath() ?? "/");
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <NameAndEmailFields control={form.control} idPrefix="register" />
      <TextField
        control={form.control}
        name="mobile"
        id="register-mobile"
        label={t("mobile")}
        description={t("mobileHint")}
        inputProps={{ type: "text", readOnly: true, dir: "ltr" }}
        inputClassName="rtl:text-end"
      />
      <Controller
        control={form.control}
        name="country_id"
        render={({ field }) => (
          <ReferenceSelect
            id="register-country"
            label={t("country")}
            placeholder={t("countryPlaceholder")}
            rows={countries}
            detailOf={(country) => isolateLtr(country.dial_code)}
            value={field.value}
            onChange={(id) => field.onChange(id ?? undefined)}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={errors.country_id?.message}
          />
        )}
      />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
