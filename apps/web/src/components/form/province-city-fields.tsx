"use client";

import type { City, Province } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import type { ReferenceListState } from "@/lib/geo/geo-queries";
import { bilingual } from "@/lib/i18n/languages";

/** A select never reads as read-only here; controlClass greys `:read-only`, which selects match. */
const selectClass = controlClass.replace(/\bread-only:\S+/g, "");

interface ProvinceCityFieldsProps {
  idPrefix: string;
  provinces: ReferenceListState<Province>;
  cities: ReferenceListState<City>;
  provinceId: number | null;
  cityId: number | null;
  onProvinceChange: (provinceId: number | null) => void;
  onCityChange: (cityId: number | null) => void;
  provinceError?: string | undefined;
  cityError?: string | undefined;
  provinceRef?: React.Ref<HTMLSelectElement>;
  cityRef?: React.Ref<HTMLSelectElement>;
}

/** Province, then a city of that province: the city list loads once a province is chosen. */
export function ProvinceCityFields(props: ProvinceCityFieldsProps) {
  const t = useTranslations("shop.place");
  const { idPrefix, provinces, cities, provinceId, cityId } = props;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PlaceSelect
        id={`${idPrefix}-province`}
        label={t("province")}
        placeholder={provinces.isPending ? t("loading") : t("chooseProvince")}
        list={provinces}
        value={provinceId}
        onChange={props.onProvinceChange}
        error={props.provinceError}
        selectRef={props.provinceRef}
      />
      <PlaceSelect
        id={`${idPrefix}-city`}
        label={t("city")}
        placeholder={
          provinceId === null
            ? t("provinceFirst")
            : cities.isPending
              ? t("loading")
              : t("chooseCity")
        }
        list={cities}
        value={cityId}
        onChange={props.onCityChange}
        error={props.cityError}
        disabled={provinceId === null}
        selectRef={props.cityRef}
      />
    </div>
  );
}

function PlaceSelect<T extends { id: number; title: string; title_en: string }>({
  id,
  label,
  placeholder,
  list,
  value,
  onChange,
  error,
  disabled = false,
  selectRef,
}: {
  id: string;
  label: string;
  placeholder: string;
  list: ReferenceListState<T>;
  value: number | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
  disabled?: boolean;
  selectRef?: React.Ref<HTMLSelectElement> | undefined;
}) {
  const t = useTranslations("shop.place");
  const language = useLocale();
  const rows = [...(list.rows ?? [])].sort((a, b) =>
    bilingual(a, language).localeCompare(bilingual(b, language), language),
  );

  return (
    <FormField id={id} label={label} error={error}>
      {({ id: controlId, describedBy, isInvalid }) =>
        list.isError ? (
          <div className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-red-200 bg-red-50 px-3">
            <span className="text-sm text-red-800">{t("loadFailed")}</span>
            <button
              type="button"
              onClick={list.refetch}
              className={`${secondaryButton} min-h-9 px-3`}
            >
              {t("retry")}
            </button>
          </div>
        ) : (
          <select
            ref={selectRef}
            id={controlId}
            value={value === null ? "" : String(value)}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              onChange(chosen === "" ? null : Number(chosen));
            }}
            disabled={disabled || list.isPending}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className={`${selectClass} ${controlBorder(isInvalid)} appearance-auto`}
          >
            <option value="">{placeholder}</option>
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {bilingual(row, language)}
              </option>
            ))}
          </select>
        )
      }
    </FormField>
  );
}
