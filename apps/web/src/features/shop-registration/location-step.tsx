"use client";

import { sellerStep2BodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ProvinceCityFields } from "@/components/form/province-city-fields";
import { validationText } from "@/components/form/validation-text";
import { BackArrowIcon, ForwardArrowIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { focusFor, type LatLng, LocationPicker } from "@/features/map";
import { useCities, useIranProvinces } from "@/lib/geo/geo-queries";
import { useRouter } from "@/lib/navigation/use-router";
import { useRegistrationDraft } from "./registration-draft";
import { RegistrationFrame } from "./registration-frame";
import { schemaErrors } from "./schema-errors";

/** Step 2's part of the step-2 body; the same schema checks it again when it is sent. */
export const locationSchema = sellerStep2BodySchema.pick({
  province_id: true,
  city_id: true,
  latitude: true,
  longitude: true,
});

/** Registration step 2 of 3: province, city and the shop's place on the map, kept as a draft. */
export function LocationStep() {
  return (
    <RegistrationFrame step={2} skeletonFields={3}>
      {(user) => <LocationForm userId={user.id} />}
    </RegistrationFrame>
  );
}

function LocationForm({ userId }: { userId: number }) {
  const t = useTranslations("shop.register");
  const language = useLocale();
  const router = useRouter();
  const { draft, update } = useRegistrationDraft(userId);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const provinceRef = useRef<HTMLSelectElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const provinces = useIranProvinces();
  const cities = useCities(draft.province_id);
  const province = provinces.rows?.find((row) => row.id === draft.province_id) ?? null;
  const city = cities.rows?.find((row) => row.id === draft.city_id) ?? null;
  const location =
    draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null;

  const valuesOf = (current: typeof draft) => ({
    province_id: current.province_id ?? undefined,
    city_id: current.city_id ?? undefined,
    latitude: current.latitude ?? undefined,
    longitude: current.longitude ?? undefined,
  });

  // Once the person has tried to go on, messages follow their corrections.
  const change = (next: Partial<typeof draft>) => {
    update(next);
    if (errors) setErrors(schemaErrors(locationSchema, valuesOf({ ...draft, ...next }), language));
  };

  const pick = useCallback(
    (point: LatLng) => {
      update({ latitude: point.latitude, longitude: point.longitude });
      setErrors((current) => (current ? { ...current, latitude: "", longitude: "" } : current));
    },
    [update],
  );

  function goOn(event: React.FormEvent) {
    event.preventDefault();
    const found = schemaErrors(locationSchema, valuesOf(draft), language);
    setErrors(found ?? {});
    if (!found) {
      router.push("/auth/register/shop/extra");
      return;
    }
    if (found.province_id) provinceRef.current?.focus();
    else if (found.city_id) cityRef.current?.focus();
    else mapRef.current?.scrollIntoView({ block: "center" });
  }

  const text = (field: string) => validationText(errors?.[field] || undefined, language);

  return (
    <form noValidate onSubmit={goOn} className="flex flex-col gap-6">
      <p className="text-slate-600">{t("location.intro")}</p>
      <ProvinceCityFields
        idPrefix="shop-location"
        provinces={provinces}
        cities={cities}
        provinceId={draft.province_id}
        cityId={draft.city_id}
        onProvinceChange={(provinceId) => change({ province_id: provinceId, city_id: null })}
        onCityChange={(cityId) => change({ city_id: cityId })}
        provinceError={text("province_id")}
        cityError={text("city_id")}
        provinceRef={provinceRef}
        cityRef={cityRef}
      />
      <div ref={mapRef}>
        <LocationPicker
          label={t("location.mapLabel")}
          value={location}
          onChange={pick}
          focus={focusFor(province?.code ?? null, city?.code ?? null)}
          focusKey={`${draft.province_id}:${draft.city_id}`}
          error={text("latitude") ?? text("longitude")}
        />
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link href="/auth/register/shop" className={secondaryButton}>
          <BackArrowIcon className="size-5" />
          {t("back")}
        </Link>
        <button type="submit" className={primaryButton}>
          {t("next")}
          <ForwardArrowIcon />
        </button>
      </div>
    </form>
  );
}
