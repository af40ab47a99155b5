"use client";

import { type ContentName, type ContentPage, contentNames, type Language } from "@kesht/contracts";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import {
  AdminSection,
  Field,
  ListSkeleton,
  useAdminSubmit,
} from "@/features/admin/catalogue/admin-ui";
import { useApiQuery } from "@/lib/api";
import { languages } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

function EditorLoading() {
  const t = useTranslations("adminCatalogue.content");
  return (
    <div aria-busy="true">
      <Skeleton className="h-56 w-full rounded-xl" />
      <span className="sr-only">{t("editorLoading")}</span>
    </div>
  );
}

const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => <EditorLoading />,
});

const publicPath: Record<ContentName, string> = { app_terms: "/terms", about_us: "/about-us" };

/** /admin/content: the pages, each with when it last changed and a link to edit it. */
export function AdminContentList() {
  const t = useTranslations("adminCatalogue.content");
  const language = useLocale();
  const list = useApiQuery<ContentPage[]>({ path: "/admin/content", cacheKey: "admin-content" });
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <ListSkeleton />;
  const pages = new Map(list.data.data.map((page) => [page.content_name, page]));
  return (
    <AdminSection title={t("title")} lead={t("lead")}>
      <ul className="flex flex-col divide-y divide-slate-100">
        {contentNames.map((name) => {
          const page = pages.get(name);
          return (
            <li key={name} className="flex flex-wrap items-center gap-3 py-3">
              <div className="flex-1">
                <p className="font-semibold text-slate-900">{t(`names.${name}`)}</p>
                {page ? (
                  <p className="text-sm text-slate-500">
                    {t("updated", { date: formatDateTime(page.updated_at, language) })}
                  </p>
                ) : null}
              </div>
              <Link href={publicPath[name]} className={secondaryButton}>
                {t("view")}
              </Link>
              <Link href={`/admin/content/${name}`} className={primaryButton}>
                {t("edit")}
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminSection>
  );
}

/** /admin/content/[name]: both languages' title and text, saved together. */
export function AdminContentEditor({ name }: { name: ContentName }) {
  const cacheKey = "admin-content";
  const page = useApiQuery<ContentPage>({ path: `/admin/content/${name}`, cacheKey });
  if (page.isError && !page.data) return <LoadFailed onRetry={() => void page.refetch()} />;
  if (!page.data) return <ListSkeleton />;
  return <EditorForm key={page.data.data.updated_at} page={page.data.data} cacheKey={cacheKey} />;
}

function EditorForm({ page, cacheKey }: { page: ContentPage; cacheKey: string }) {
  const t = useTranslations("adminCatalogue");
  const { submit, errors, isPending } = useAdminSubmit();
  const [title, setTitle] = useState(page.title);
  const [titleEn, setTitleEn] = useState(page.title_en);
  const [body, setBody] = useState(page.body);
  const [bodyEn, setBodyEn] = useState(page.body_en);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        await submit({
          method: "PUT",
          path: `/admin/content/${page.content_name}`,
          cacheKey,
          payload: { title, title_en: titleEn, body, body_en: bodyEn },
        });
      }}
    >
      <AdminSection title={t(`content.names.${page.content_name}`)}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("common.titleFa")} error={errors.title}>
            {(props) => (
              <input
                {...props}
                dir="rtl"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
            )}
          </Field>
          <Field label={t("common.titleEn")} error={errors.title_en}>
            {(props) => (
              <input
                {...props}
                dir="ltr"
                value={titleEn}
                onChange={(e) => setTitleEn(e.target.value)}
              />
            )}
          </Field>
        </div>
        <BodyEditor
          language="fa"
          label={t("content.bodyFa")}
          initialHtml={page.body}
          onChange={setBody}
          error={errors.body}
        />
        <BodyEditor
          language="en"
          label={t("content.bodyEn")}
          initialHtml={page.body_en}
          onChange={setBodyEn}
          error={errors.body_en}
        />
        <button type="submit" className={`${primaryButton} self-start`} disabled={isPending}>
          {t("common.save")}
        </button>
      </AdminSection>
    </form>
  );
}

/** One language's text of a page: its label, the rich-text editor and the API's error for it. */
function BodyEditor({
  language,
  label,
  initialHtml,
  onChange,
  error,
}: {
  language: Language;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1" data-testid={`editor-${language}`}>
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <RichTextEditor
        initialHtml={initialHtml}
        onChange={onChange}
        dir={languages[language].dir}
        label={label}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
