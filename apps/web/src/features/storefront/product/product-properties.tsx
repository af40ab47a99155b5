import type { ProductPropertyValue } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { bilingual, columnIn } from "@/lib/i18n/languages";

/** A `date` property holds a calendar day (YYYY-MM-DD): no time, no time zone. */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The category's properties the seller filled, as a two-column table: titles in the page's
 * language, select values as their option titles, numbers in the page's digits with their
 * unit, dates in the page's calendar (Solar Hijri in Persian).
 */
export function ProductProperties({ properties }: { properties: ProductPropertyValue[] }) {
  const t = useTranslations("storefront.product");
  const language = useLocale();
  const format = useFormatter();

  function valueText(property: ProductPropertyValue): string {
    if (property.kind === "date") {
      const day = dayPattern.exec(property.value);
      if (day) {
        const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
        if (!Number.isNaN(date.getTime())) {
          return format.dateTime(date, { dateStyle: "long", timeZone: "UTC" });
        }
      }
      return property.value;
    }
    if (property.kind === "number") {
      const number = Number(property.value);
      const unit = columnIn(property, "unit", language) ?? property.unit;
      const text = Number.isFinite(number) ? format.number(number) : property.value;
      return unit ? `${text} ${unit}` : text;
    }
    return columnIn(property, "value_title", language) || property.value;
  }

  const filled = properties.filter((property) => property.value.trim() !== "");
  if (filled.length === 0) return null;

  return (
    <section aria-labelledby="product-properties-title">
      <h2 id="product-properties-title" className="text-lg font-bold text-slate-900">
        {t("propertiesTitle")}
      </h2>
      <table className="mt-3 w-full overflow-hidden rounded-xl text-sm">
        <tbody>
          {filled.map((property) => (
            <tr key={property.property_id} className="border-b border-slate-200 last:border-0">
              <th
                scope="row"
                className="w-2/5 bg-slate-50 px-3 py-2.5 text-start font-medium text-slate-600"
              >
                {bilingual(property, language)}
              </th>
              <td className="px-3 py-2.5 text-slate-900" dir="auto">
                {valueText(property)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
