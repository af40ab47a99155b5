"use client";

import type { City, Province } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReferenceListState } from "@/lib/geo/geo-queries";
import { ReferenceSelect } from "./reference-select";

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
      <ReferenceSelect
        id={`${idPrefix}-province`}
        label={t("province")}
        placeholder={t("chooseProvince")}
        order="by-name"
        rows={provinces.rows}
        isPending={provinces.isPending}
        isError={provinces.isError}
        onRetry={provinces.refetch}
        value={provinceId}
        onChange={props.onProvinceChange}
        error={props.provinceError}
        selectRef={props.provinceRef}
      />
      <ReferenceSelect
        id={`${idPrefix}-city`}
        label={t("city")}
        placeholder={provinceId === null ? t("provinceFirst") : t("chooseCity")}
        order="by-name"
        rows={cities.rows}
        isPending={provinceId !== null && cities.isPending}
        isError={cities.isError}
        onRetry={cities.refetch}
        value={cityId}
        onChange={props.onCityChange}
        error={props.cityError}
        disabled={provinceId === null}
        selectRef={props.cityRef}
      />
    </div>
  );
}
