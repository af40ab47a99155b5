"use client";

import { type AdminBanner, bannerPositions, type Language } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { ToneBadge } from "@/components/tone-badge";
import { acceptOfKind } from "@/features/uploads/file-checks";
import { uploadFile } from "@/features/uploads/upload-file";
import { request, useApiQuery } from "@/lib/api";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { AdminSection, Field, ListSkeleton, useAdminSubmit } from "./admin-ui";

const BANNERS_KEY = "admin-banners";

/** /admin/banners: every banner with its schedule, and a form to add one. */
export function AdminBanners() {
  const t = useTranslations("adminCatalogue");
  const language = useLocale() as Language;
  const list = useApiQuery<AdminBanner[]>({ path: "/admin/banners", cacheKey: BANNERS_KEY });
  const refetch = () => void list.refetch();
  const change = async (banner: AdminBanner, method: "PATCH" | "DELETE") => {
    await request({
      method,
      path: `/admin/banners/${banner.id}`,
      cacheKey: BANNERS_KEY,
      ...(method === "PATCH" ? { payload: { is_active: !banner.is_active } } : {}),
    });
    refetch();
  };
  const schedule = (banner: AdminBanner) =>
    banner.starts_at || banner.ends_at
      ? t("banners.schedule", {
          from: banner.starts_at ? formatDateTime(banner.starts_at, language) : "…",
          to: banner.ends_at ? formatDateTime(banner.ends_at, language) : "…",
        })
      : t("banners.always");

  return (
    <div className="flex flex-col gap-4">
      <AdminSection title={t("banners.title")} lead={t("banners.lead")}>
        {list.isError && !list.data ? (
          <LoadFailed onRetry={refetch} />
        ) : !list.data ? (
          <ListSkeleton />
        ) : list.data.data.length === 0 ? (
          <p className="text-slate-600">{t("common.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {list.data.data.map((banner) => (
              <li
                key={banner.id}
                data-testid="admin-banner"
                className="flex flex-wrap items-center gap-3 py-3"
              >
                {/* biome-ignore lint/performance/noImgElement: an uploaded image of any size, shown small */}
                <img src={banner.image_url} alt="" className="h-14 w-24 rounded-lg object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{bilingual(banner, language)}</p>
                  <p className="text-sm text-slate-500">
                    {t(`banners.positions.${banner.position}`)} · {schedule(banner)}
                  </p>
                </div>
                <ToneBadge tone={banner.is_active ? "green" : "slate"}>
                  {banner.is_active ? t("common.active") : t("common.inactive")}
                </ToneBadge>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => void change(banner, "PATCH")}
                >
                  {banner.is_active ? t("common.deactivate") : t("common.activate")}
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  onClick={() => void change(banner, "DELETE")}
                >
                  {t("common.delete")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection title={t("banners.add")}>
        <BannerForm onAdded={refetch} />
      </AdminSection>
    </div>
  );
}

/** A `datetime-local` value (the admin's own clock) as an ISO instant, or null when empty. */
function toInstant(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

function BannerForm({ onAdded }: { onAdded: () => void }) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale() as Language;
  const { submit, errors, isPending } = useAdminSubmit();
  const [values, setValues] = useState({
    position: "home_top",
    title: "",
    title_en: "",
    subtitle: "",
    subtitle_en: "",
    link_url: "/customer/products",
    sort_order: "0",
    starts_at: "",
    ends_at: "",
  });
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!image) {
          setImageError(t("banners.imageRequired"));
          return;
        }
        const created = await submit<AdminBanner>({
          method: "POST",
          path: "/admin/banners",
          cacheKey: BANNERS_KEY,
          payload: {
            ...values,
            image_file_id: image.id,
            sort_order: Number(values.sort_order) || 0,
            starts_at: toInstant(values.starts_at),
            ends_at: toInstant(values.ends_at),
          },
        });
        if (created) {
          setImage(null);
          setValues((current) => ({
            ...current,
            title: "",
            title_en: "",
            subtitle: "",
            subtitle_en: "",
          }));
          onAdded();
        }
      }}
    >
      <Field label={t("banners.position")} error={errors.position}>
        {(props) => (
          <select {...props} value={values.position} onChange={set("position")}>
            {bannerPositions.map((position) => (
              <option key={position} value={position}>
                {t(`banners.positions.${position}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("banners.image")} error={imageError ?? errors.image_file_id}>
        {(props) => (
          <div className="flex items-center gap-2">
            <input
              {...props}
              type="file"
              accept={acceptOfKind.image}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setUploading(true);
                setImageError(null);
                const result = await uploadFile("banner_image", file);
                setUploading(false);
                if (result.ok) setImage({ id: result.file.id, url: result.file.url });
                else setImageError(result.message[language]);
              }}
            />
            {isUploading ? (
              <span className="text-sm text-slate-500">{t("banners.uploading")}</span>
            ) : null}
            {image ? (
              // biome-ignore lint/performance/noImgElement: a preview of the file just uploaded
              <img src={image.url} alt="" className="h-11 w-20 rounded-lg object-cover" />
            ) : null}
          </div>
        )}
      </Field>
      <Field label={t("common.titleFa")} error={errors.title}>
        {(props) => <input {...props} dir="rtl" value={values.title} onChange={set("title")} />}
      </Field>
      <Field label={t("common.titleEn")} error={errors.title_en}>
        {(props) => (
          <input {...props} dir="ltr" value={values.title_en} onChange={set("title_en")} />
        )}
      </Field>
      <Field label={t("banners.subtitleFa")} error={errors.subtitle}>
        {(props) => (
          <input {...props} dir="rtl" value={values.subtitle} onChange={set("subtitle")} />
        )}
      </Field>
      <Field label={t("banners.subtitleEn")} error={errors.subtitle_en}>
        {(props) => (
          <input {...props} dir="ltr" value={values.subtitle_en} onChange={set("subtitle_en")} />
        )}
      </Field>
      <Field label={t("banners.link")} error={errors.link_url}>
        {(props) => (
          <input {...props} dir="ltr" value={values.link_url} onChange={set("link_url")} />
        )}
      </Field>
      <Field label={t("common.order")} error={errors.sort_order}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            inputMode="numeric"
            value={values.sort_order}
            onChange={set("sort_order")}
          />
        )}
      </Field>
      <Field label={t("banners.startsAt")} error={errors.starts_at}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            type="datetime-local"
            value={values.starts_at}
            onChange={set("starts_at")}
          />
        )}
      </Field>
      <Field label={t("banners.endsAt")} error={errors.ends_at}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            type="datetime-local"
            value={values.ends_at}
            onChange={set("ends_at")}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={isPending || isUploading}>
          {t("banners.add")}
        </button>
      </div>
    </form>
  );
}
