"use client";

import {
  type SellerProfile,
  type SellerUpdateBody,
  sellerUpdateBodySchema,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { toast } from "@/components/feedback/toast";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { ProvinceCityFields } from "@/components/form/province-city-fields";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { Spinner } from "@/components/icons";
import { SELLER_PROFILE_KEY, useSellerProfile } from "@/features/account";
import { focusFor, type LatLng, LocationPicker } from "@/features/map";
import { toStoredFileRef, UploadField, useUploadSlot } from "@/features/uploads";
import { useCities, useIranProvinces } from "@/lib/geo/geo-queries";
import { useRouter } from "@/lib/navigation/use-router";
import { ShopDetailsFields } from "../shop-details-fields";
import { detailsOf } from "../shop-details-step";

const updateFields = [
  "store_name",
  "store_name_en",
  "manager_full_name",
  "national_code",
  "sheba",
  "iban",
  "card_number",
  "province_id",
  "city_id",
  "latitude",
  "longitude",
  "logo_file_id",
] as const satisfies readonly (keyof SellerUpdateBody)[];

/** /shop/profile/edit-profile: the shop's details, place and logo (POST /seller/update). */
export function EditShopProfile() {
  const profile = useSellerProfile();
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <FormSkeleton fields={8} />;
  return <EditForm profile={profile.data.data} />;
}

function EditForm({ profile }: { profile: SellerProfile }) {
  const t = useTranslations("shop.edit");
  const tLimits = useTranslations("shop.register.documents");
  const language = useLocale();
  const router = useRouter();
  const form = useZodForm(sellerUpdateBodySchema, {
    defaultValues: {
      ...detailsOf(profile),
      ...(profile.province_id === null ? {} : { province_id: profile.province_id }),
      ...(profile.city_id === null ? {} : { city_id: profile.city_id }),
      ...(profile.latitude === null ? {} : { latitude: profile.latitude }),
      ...(profile.longitude === null ? {} : { longitude: profile.longitude }),
    },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const logo = useUploadSlot({
    purpose: "logo",
    max: 1,
    initial: profile.logo ? [toStoredFileRef(profile.logo, t("currentLogo"))] : [],
  });

  const provinceId = form.watch("province_id") ?? null;
  const cityId = form.watch("city_id") ?? null;
  const latitude = form.watch("latitude");
  const longitude = form.watch("longitude");
  const provinces = useIranProvinces();
  const cities = useCities(provinceId);
  const province = provinces.rows?.find((row) => row.id === provinceId) ?? null;
  const city = cities.rows?.find((row) => row.id === cityId) ?? null;

  /** Values the map and the selects set: unset is undefined, which the schema calls required. */
  const setNumber = (
    field: "province_id" | "city_id" | "latitude" | "longitude",
    value: number | null,
  ) =>
    form.setValue(field, value ?? (undefined as unknown as number), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  const onSubmit = form.handleSubmit(async (values) => {
    if (logo.isBusy) {
      toast.error(t("waitForLogo"));
      return;
    }
    const newLogo = logo.doneRefs[0]?.id;
    // A registered shop always has a logo: it can be replaced, not removed.
    if (!newLogo) {
      form.setError("logo_file_id", { type: "required", message: "required" });
      return;
    }
    // An emptied Latin name is sent empty: the API then keeps or suggests one.
    const payload: SellerUpdateBody = { ...values, store_name_en: values.store_name_en ?? "" };
    // Only a changed logo is sent; leaving it out keeps the one the shop has.
    if (newLogo !== profile.logo?.id) payload.logo_file_id = newLogo;
    const envelope = await sendForm<SellerProfile, SellerUpdateBody>({
      call: {
        method: "POST",
        path: "/seller/update",
        payload: { ...payload },
        cacheKey: SELLER_PROFILE_KEY,
      },
      fields: updateFields,
      setError: form.setError,
    });
    if (!envelope) return;
    toast.success(t("saved"), { id: "shop-profile-saved" });
    router.push("/shop/profile");
  });

  const errorOf = (field: keyof SellerUpdateBody) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const location: LatLng | null =
    typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;
  const mb = 10;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <section aria-labelledby="edit-details" className="flex flex-col gap-5">
        <h2 id="edit-details" className="text-lg font-bold text-slate-900">
          {t("detailsHeading")}
        </h2>
        <p className="text-sm text-slate-600">{t("reviewNote")}</p>
        <ShopDetailsFields form={form} idPrefix="edit" />
      </section>

      <section aria-labelledby="edit-logo" className="flex flex-col gap-4">
        <h2 id="edit-logo" className="text-lg font-bold text-slate-900">
          {t("logoHeading")}
        </h2>
        <UploadField
          slot={logo}
          label={t("logo")}
          description={tLimits("logoLimits", { mb })}
          required
          error={validationText(errorOf("logo_file_id"), language)}
        />
      </section>

      <section aria-labelledby="edit-place" className="flex flex-col gap-5">
        <h2 id="edit-place" className="text-lg font-bold text-slate-900">
          {t("placeHeading")}
        </h2>
        <ProvinceCityFields
          idPrefix="edit"
          provinces={provinces}
          cities={cities}
          provinceId={provinceId}
          cityId={cityId}
          onProvinceChange={(id) => {
            setNumber("province_id", id);
            setNumber("city_id", null);
          }}
          onCityChange={(id) => setNumber("city_id", id)}
          provinceError={errorOf("province_id")}
          cityError={errorOf("city_id")}
        />
        <LocationPicker
          label={t("mapLabel")}
          value={location}
          onChange={(point) => {
            setNumber("latitude", point.latitude);
            setNumber("longitude", point.longitude);
          }}
          focus={focusFor(province?.code ?? null, city?.code ?? null)}
          focusKey={`${provinceId}:${cityId}`}
          error={validationText(errorOf("latitude") ?? errorOf("longitude"), language)}
        />
      </section>

      <div className="flex justify-end">
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          {isSubmitting ? <Spinner /> : null}
          {t("save")}
        </button>
      </div>
    </form>
  );
}
