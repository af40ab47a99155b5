"use client";

import {
  type DriverProfile,
  type DriverRegisterBody,
  driverRegisterBodySchema,
  type StoredFile,
  toAsciiDigits,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useController, useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { ProvinceCityFields } from "@/components/form/province-city-fields";
import { ReferenceSelect } from "@/components/form/reference-select";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { Spinner } from "@/components/icons";
import { SESSION_PATH, syncSession } from "@/features/auth";
import { toStoredFileRef, UploadField, useUploadSlot } from "@/features/uploads";
import { getQueryClient } from "@/lib/api";
import { useCities, useIranProvinces } from "@/lib/geo/geo-queries";
import { bilingual } from "@/lib/i18n/languages";
import { sortByName } from "@/lib/i18n/sort-by-name";
import { useRouter } from "@/lib/navigation/use-router";
import { DRIVER_PROFILE_KEY, useVehicleTypes } from "./driver-queries";

/** Every field of the body: an API error for any of them shows under it. */
const fields = [
  "name",
  "national_code",
  "mobile",
  "vehicle_type_id",
  "plate",
  "capacity_kg",
  "driving_licence_file_id",
  "vehicle_card_file_id",
  "sheba",
  "province_id",
  "city_id",
  "served_province_ids",
] as const satisfies readonly (keyof DriverRegisterBody)[];

export function blankDriver(mobile: string): DriverRegisterBody {
  return {
    name: "",
    national_code: "",
    mobile,
    vehicle_type_id: 0,
    plate: "",
    capacity_kg: 0,
    driving_licence_file_id: "",
    vehicle_card_file_id: "",
    sheba: "",
    province_id: 0,
    city_id: 0,
    served_province_ids: [],
  };
}

export function driverBodyOf(profile: DriverProfile): DriverRegisterBody {
  return {
    name: profile.name,
    national_code: profile.national_code,
    mobile: profile.mobile,
    vehicle_type_id: profile.vehicle_type.id,
    plate: profile.plate,
    capacity_kg: profile.capacity_kg,
    driving_licence_file_id: profile.driving_licence?.id ?? "",
    vehicle_card_file_id: profile.vehicle_card?.id ?? "",
    sheba: profile.sheba,
    province_id: profile.province_id,
    city_id: profile.city_id,
    served_province_ids: profile.served_province_ids,
  };
}

const initialOf = (file: StoredFile | null | undefined, name: string) =>
  file ? [toStoredFileRef(file, name)] : [];

/**
 * The driver's one form, for registering (POST /driver/register) and for editing or fixing a
 * rejected registration (POST /driver/update). Phone first: one column, large controls.
 */
export function DriverForm({
  mode,
  defaults,
  profile,
}: {
  mode: "register" | "edit";
  defaults: DriverRegisterBody;
  profile?: DriverProfile;
}) {
  const t = useTranslations("drivers.form");
  const language = useLocale();
  const router = useRouter();
  const form = useZodForm(driverRegisterBodySchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const vehicleTypes = useVehicleTypes();
  const provinces = useIranProvinces();
  const provinceId = useWatch({ control: form.control, name: "province_id" }) || null;
  const cityId = useWatch({ control: form.control, name: "city_id" }) || null;
  const cities = useCities(provinceId);
  const served = useController({ control: form.control, name: "served_province_ids" });

  const setFile = (field: "driving_licence_file_id" | "vehicle_card_file_id", id: string) =>
    form.setValue(field, id, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const licence = useUploadSlot({
    purpose: "driving_licence",
    max: 1,
    initial: initialOf(profile?.driving_licence, t("licence")),
    onChange: (refs) => setFile("driving_licence_file_id", refs[0]?.id ?? ""),
  });
  const card = useUploadSlot({
    purpose: "vehicle_card",
    max: 1,
    initial: initialOf(profile?.vehicle_card, t("vehicleCard")),
    onChange: (refs) => setFile("vehicle_card_file_id", refs[0]?.id ?? ""),
  });

  const submit = form.handleSubmit(async (values) => {
    const envelope = await sendForm<DriverProfile, DriverRegisterBody>({
      call: {
        method: "POST",
        path: mode === "register" ? "/driver/register" : "/driver/update",
        payload: values,
        cacheKey: DRIVER_PROFILE_KEY,
      },
      fields,
      setError: form.setError,
    });
    if (!envelope) return;
    if (mode === "register") {
      // The session now acts as the driver: the shell and the pages ahead read that.
      await getQueryClient().invalidateQueries({ queryKey: [SESSION_PATH] });
      await syncSession();
    }
    router.push("/driver/home");
  });

  /**
   * Kilograms in any digits become a number; a blank is unset and anything else stays as
   * typed, so the schema names what is wrong and the field still shows what was written.
   */
  const kilograms = (raw: string) => {
    if (raw.trim() === "") return undefined;
    const kg = Number(toAsciiDigits(raw.trim()));
    return Number.isFinite(kg) ? kg : raw;
  };

  const textField = (
    name: "name" | "national_code" | "sheba" | "plate",
    options: { ltr?: boolean; placeholder?: string; description?: string } = {},
  ) => (
    <TextField
      control={form.control}
      name={name}
      id={`driver-${name}`}
      label={t(name)}
      {...(options.description ? { description: options.description } : {})}
      inputProps={{
        autoComplete: "off",
        ...(options.ltr ? { dir: "ltr" } : {}),
        ...(options.placeholder ? { placeholder: options.placeholder } : {}),
      }}
      inputClassName={options.ltr ? "text-start" : ""}
    />
  );

  const servedError = validationText(errors.served_province_ids?.message, language);
  const provinceRows = sortByName(provinces.rows ?? [], language);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t("aboutYou")}</legend>
        {textField("name")}
        {textField("national_code", { ltr: true, placeholder: "0012345678" })}
        <TextField
          control={form.control}
          name="mobile"
          id="driver-mobile"
          label={t("mobile")}
          description={t("mobileHint")}
          inputProps={{ readOnly: true, dir: "ltr" }}
          inputClassName="text-start"
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t("aboutVehicle")}</legend>
        <Controller
          control={form.control}
          name="vehicle_type_id"
          render={({ field }) => (
            <ReferenceSelect
              id="driver-vehicle-type"
              label={t("vehicleType")}
              placeholder={t("chooseVehicle")}
              rows={vehicleTypes.data?.data}
              isPending={vehicleTypes.isPending}
              isError={vehicleTypes.isError}
              onRetry={() => void vehicleTypes.refetch()}
              // 0 is the blank form's "not chosen yet".
              value={field.value || null}
              onChange={(id) => field.onChange(id ?? 0)}
              onBlur={field.onBlur}
              selectRef={field.ref}
              error={errors.vehicle_type_id?.message}
            />
          )}
        />
        {textField("plate", {
          ltr: true,
          placeholder: "12 ب 345 - 67",
          description: t("plateHint"),
        })}
        <TextField
          control={form.control}
          name="capacity_kg"
          id="driver-capacity"
          label={t("capacity")}
          toValue={kilograms}
          inputProps={{ inputMode: "numeric", dir: "ltr", autoComplete: "off", maxLength: 6 }}
          inputClassName="text-start"
        />
        <UploadField
          slot={licence}
          label={t("licence")}
          description={t("imageHint")}
          required
          error={errors.driving_licence_file_id?.message}
        />
        <UploadField
          slot={card}
          label={t("vehicleCard")}
          description={t("imageHint")}
          required
          error={errors.vehicle_card_file_id?.message}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t("aboutWork")}</legend>
        {textField("sheba", {
          ltr: true,
          placeholder: "IR00 0000 0000 0000 0000 0000 00",
          description: t("shebaHint"),
        })}
        <ProvinceCityFields
          idPrefix="driver-home"
          provinces={provinces}
          cities={cities}
          provinceId={provinceId}
          cityId={cityId}
          onProvinceChange={(id) => {
            form.setValue("province_id", id ?? 0, { shouldDirty: true });
            form.setValue("city_id", 0);
          }}
          onCityChange={(id) => form.setValue("city_id", id ?? 0, { shouldDirty: true })}
          provinceError={errors.province_id?.message}
          cityError={errors.city_id?.message}
        />
        <fieldset
          aria-describedby={servedError ? "driver-served-error" : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="font-semibold text-slate-900">{t("servedProvinces")}</legend>
          <p className="text-sm text-slate-600">{t("servedHint")}</p>
          <div className="grid max-h-72 grid-cols-2 gap-1 overflow-y-auto rounded-xl border border-slate-200 p-2">
            {provinceRows.map((province) => {
              const checked = served.field.value.includes(province.id);
              return (
                <label
                  key={province.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-slate-50"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-primary-600"
                    checked={checked}
                    onChange={() =>
                      served.field.onChange(
                        checked
                          ? served.field.value.filter((id) => id !== province.id)
                          : [...served.field.value, province.id],
                      )
                    }
                  />
                  <span>{bilingual(province, language)}</span>
                </label>
              );
            })}
          </div>
          {servedError ? (
            <p id="driver-served-error" className="text-sm text-red-700">
              {servedError}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <button
        type="submit"
        disabled={isSubmitting || licence.isBusy || card.isBusy}
        className={`${primaryButton} w-full`}
      >
        {isSubmitting ? <Spinner /> : null}
        {mode === "register" ? t("submitRegister") : t("submitEdit")}
      </button>
    </form>
  );
}
