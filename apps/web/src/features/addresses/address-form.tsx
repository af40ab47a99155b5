"use client";

import { type Address, type AddressBody, addressBodySchema, type Country } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { toast } from "@/components/feedback/toast";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { ProvinceCityFields } from "@/components/form/province-city-fields";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { focusFor, type LatLng, LocationPicker } from "@/features/map";
import { useCities, useProvinces } from "@/lib/geo/geo-queries";
import { bilingual } from "@/lib/i18n/languages";
import { useRouter } from "@/lib/navigation/use-router";
import { afterSavePath } from "./address-page-params";
import { ADDRESSES_CACHE_KEY } from "./address-queries";

/** Every field of the body: an API error for any of them shows under it. */
const fields = [
  "country_id",
  "province_id",
  "city_id",
  "address",
  "latin_address",
  "postal_code",
  "receiver_name",
  "receiver_mobile",
  "latitude",
  "longitude",
  "is_default",
] as const;

/** An emptied optional input means "none", which the schema reads as null. */
const emptyAsNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;
const selectedId = (value: string) => (value === "" ? undefined : Number(value));
/** A select never reads as read-only; controlClass greys `:read-only`, which selects match. */
const selectClass = controlClass.replace(/\bread-only:\S+/g, "");

function defaultsOf(address: Address | null, iranId: number | undefined, isFirst: boolean) {
  return {
    country_id: address?.country.id ?? iranId,
    province_id: address?.province.id,
    city_id: address?.city.id,
    address: address?.address ?? "",
    latin_address: address?.latin_address ?? "",
    postal_code: address?.postal_code ?? "",
    receiver_name: address?.receiver_name ?? "",
    receiver_mobile: address?.receiver_mobile ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    // The default address stays the default; a first address becomes it anyway.
    is_default: address ? undefined : isFirst,
  } satisfies Partial<AddressBody>;
}

/**
 * An address (SPEC §3, §5: address, city and province required), checked by the same schema
 * as the API; the map pin is optional and helps the driver find the door.
 */
export function AddressForm({
  countries,
  address,
  isFirst,
  returnTo,
}: {
  countries: Country[];
  address: Address | null;
  isFirst: boolean;
  returnTo: string | null;
}) {
  const t = useTranslations("commerce.addressForm");
  const language = useLocale();
  const router = useRouter();
  const iranId = countries.find((country) => country.code === "IR")?.id;
  const form = useZodForm(addressBodySchema, {
    defaultValues: defaultsOf(address, iranId, isFirst),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [countryId, provinceId, cityId, latitude, longitude] = useWatch({
    control: form.control,
    name: ["country_id", "province_id", "city_id", "latitude", "longitude"],
  });
  const provinces = useProvinces(countryId ?? null);
  const cities = useCities(provinceId ?? null);
  const province = provinces.rows?.find((row) => row.id === provinceId) ?? null;
  const city = cities.rows?.find((row) => row.id === cityId) ?? null;
  const location = latitude != null && longitude != null ? { latitude, longitude } : null;

  // Once the person has tried to save, messages follow their corrections.
  const setId = (name: "province_id" | "city_id", id: number | null) =>
    form.setValue(name, id ?? (undefined as never), { shouldValidate: isSubmitted });
  const pick = useCallback(
    (point: LatLng) => {
      form.setValue("latitude", point.latitude);
      form.setValue("longitude", point.longitude, { shouldValidate: isSubmitted });
    },
    [form, isSubmitted],
  );

  const submit = form.handleSubmit(async () => {
    const envelope = await sendForm<Address, AddressBody>({
      call: {
        method: address ? "PUT" : "POST",
        path: address ? `/customer/addresses/${address.id}` : "/customer/addresses",
        // The values as typed, which the API parses with the same schema: its output (empty
        // texts made null) is not something the schema accepts as input again.
        payload: form.getValues(),
        cacheKey: ADDRESSES_CACHE_KEY,
        label: address ? "edit address" : "add address",
      },
      fields,
      setError: form.setError,
    });
    if (!envelope) return;
    if (!envelope.messages[language].trim()) toast.success(t("saved"), { id: "address-saved" });
    router.push(afterSavePath(returnTo, envelope.data.id));
  });

  const provinceField = form.register("province_id");
  const cityField = form.register("city_id");
  const text = (message: string | undefined) => validationText(message, language);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField id="address-country" label={t("country")} error={errors.country_id?.message}>
        {({ id, describedBy, isInvalid }) => (
          <select
            id={id}
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={`${selectClass} ${controlBorder(isInvalid)} appearance-auto`}
            {...form.register("country_id", {
              setValueAs: selectedId,
              onChange: () => {
                setId("province_id", null);
                setId("city_id", null);
              },
            })}
          >
            <option value="">{t("chooseCountry")}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {bilingual(country, language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ProvinceCityFields
        idPrefix="address"
        provinces={provinces}
        cities={cities}
        provinceId={provinceId ?? null}
        cityId={cityId ?? null}
        onProvinceChange={(id) => {
          setId("province_id", id);
          setId("city_id", null);
        }}
        onCityChange={(id) => setId("city_id", id)}
        provinceError={errors.province_id?.message}
        cityError={errors.city_id?.message}
        provinceRef={provinceField.ref}
        cityRef={cityField.ref}
      />
      <TextAreaField
        control={form.control}
        name="address"
        id="address-text"
        label={t("address")}
        textAreaProps={{ rows: 3, autoComplete: "street-address" }}
      />
      <TextAreaField
        control={form.control}
        name="latin_address"
        id="address-latin"
        label={t("latinAddress")}
        optionalLabel={t("optional")}
        description={t("latinAddressHint")}
        textAreaProps={{ rows: 2, dir: "ltr" }}
        textAreaClassName="rtl:text-end"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="postal_code"
          id="address-postal-code"
          label={t("postalCode")}
          optionalLabel={t("optional")}
          inputProps={{
            type: "text",
            inputMode: "numeric",
            autoComplete: "postal-code",
            dir: "ltr",
          }}
          inputClassName="rtl:text-end"
        />
        <TextField
          control={form.control}
          name="receiver_name"
          id="address-receiver-name"
          label={t("receiverName")}
          optionalLabel={t("optional")}
          inputProps={{ type: "text", autoComplete: "name" }}
        />
        <FormField
          id="address-receiver-mobile"
          label={t("receiverMobile")}
          optionalLabel={t("optional")}
          error={errors.receiver_mobile?.message}
        >
          {({ id, describedBy, isInvalid }) => (
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="tel"
              dir="ltr"
              placeholder="09121234567"
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={`${controlClass} ${controlBorder(isInvalid)} rtl:text-end`}
              {...form.register("receiver_mobile", { setValueAs: emptyAsNull })}
            />
          )}
        </FormField>
      </div>
      <LocationPicker
        label={t("mapLabel")}
        value={location}
        onChange={pick}
        focus={focusFor(province?.code ?? null, city?.code ?? null)}
        // A select not chosen yet reads as undefined, then as "" once the form has rendered:
        // both mean "none", or the map would jump back to Iran whenever the pin moved.
        focusKey={`${countryId || ""}:${provinceId || ""}:${cityId || ""}`}
        error={text(errors.latitude?.message) ?? text(errors.longitude?.message)}
      />
      {address?.is_default ? (
        <p className="text-sm text-slate-600">{t("isDefault")}</p>
      ) : (
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-primary-700"
            {...form.register("is_default")}
          />
          {t("makeDefault")}
        </label>
      )}
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? t("saving") : address ? t("saveChanges") : t("save")}
      </button>
    </form>
  );
}
