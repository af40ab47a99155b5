"use client";

import { type SellerProfile, type SellerStep1Body, sellerStep1BodySchema } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { ForwardArrowIcon, Spinner } from "@/components/icons";
import { SELLER_PROFILE_KEY, useSellerProfile } from "@/features/account";
import { SESSION_PATH, syncSession } from "@/features/auth";
import { getQueryClient } from "@/lib/api";
import { useRouter } from "@/lib/navigation/use-router";
import { RegistrationFrame } from "./registration-frame";
import { ShopDetailsFields } from "./shop-details-fields";

const stepOneFields = [
  "store_name",
  "store_name_en",
  "manager_full_name",
  "national_code",
  "sheba",
  "iban",
  "card_number",
] as const satisfies readonly (keyof SellerStep1Body)[];

const blankDetails: SellerStep1Body = {
  store_name: "",
  store_name_en: "",
  manager_full_name: "",
  national_code: "",
  sheba: "",
  iban: "",
  card_number: "",
};

export function detailsOf(profile: SellerProfile): SellerStep1Body {
  return {
    store_name: profile.store_name,
    store_name_en: profile.store_name_en,
    manager_full_name: profile.manager_full_name,
    national_code: profile.national_code,
    sheba: profile.sheba,
    iban: profile.iban,
    card_number: profile.card_number,
  };
}

/** Registration step 1 of 3: the shop's details, saved on the server (POST /seller/register/step1). */
export function ShopDetailsStep() {
  return (
    <RegistrationFrame step={1} skeletonFields={6}>
      {(user) =>
        user.registration === "shop_step1" ? (
          <SavedDetailsForm />
        ) : (
          <DetailsForm defaults={blankDetails} />
        )
      }
    </RegistrationFrame>
  );
}

/** Someone coming back after step 1 finds what they entered then. */
function SavedDetailsForm() {
  const profile = useSellerProfile();
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <FormSkeleton fields={6} />;
  return <DetailsForm defaults={detailsOf(profile.data.data)} />;
}

function DetailsForm({ defaults }: { defaults: SellerStep1Body }) {
  const t = useTranslations("shop.register");
  const router = useRouter();
  const form = useZodForm(sellerStep1BodySchema, { defaultValues: defaults });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const envelope = await sendForm<SellerProfile, SellerStep1Body>({
      call: {
        method: "POST",
        path: "/seller/register/step1",
        // An empty Latin name is sent empty: the API then suggests one.
        payload: { ...values, store_name_en: values.store_name_en ?? "" },
        cacheKey: SELLER_PROFILE_KEY,
      },
      fields: stepOneFields,
      setError: form.setError,
    });
    if (!envelope) return;
    // Registration moved on and the session now acts as the shop: the steps ahead and the
    // shell read that from the session.
    await getQueryClient().invalidateQueries({ queryKey: [SESSION_PATH] });
    await syncSession();
    router.push("/auth/register/shop/location");
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-slate-600">{t("details.intro")}</p>
      <ShopDetailsFields form={form} idPrefix="shop" />
      <div className="mt-2 flex justify-end">
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          {isSubmitting ? <Spinner /> : null}
          {t("next")}
          <ForwardArrowIcon />
        </button>
      </div>
    </form>
  );
}
