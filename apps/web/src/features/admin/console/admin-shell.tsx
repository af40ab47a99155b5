"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { adminSectionGroups, isCurrentAdminSection } from "./admin-sections";

/**
 * The admin console's frame: its sections in a sidebar from 992px, and behind a "Sections"
 * disclosure above the page on phones and tablets, where the app's tab bar stays as it is.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const t = useTranslations("console.nav");
  const current = adminSectionGroups
    .flatMap((group) => group.sections)
    .find((section) => isCurrentAdminSection(section, pathname));

  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <aside className="hidden w-64 shrink-0 border-e border-slate-200 bg-white lg:block">
        <div className="sticky top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto p-4">
          <SectionList label={t("label")} pathname={pathname} />
        </div>
      </aside>
      {/* Keyed by the page, so following a link closes the menu. */}
      <details key={pathname} className="group border-b border-slate-200 bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
          <span>
            {t("label")}
            {current ? (
              <span className="font-normal text-slate-500">
                {t("separator")}
                {t(current.key)}
              </span>
            ) : null}
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="max-h-[60dvh] overflow-y-auto px-4 pb-4">
          <SectionList label={t("label")} pathname={pathname} />
        </div>
      </details>
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}

function SectionList({ label, pathname }: { label: string; pathname: string }) {
  const t = useTranslations("console.nav");
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-4">
        {adminSectionGroups.map((group) => (
          <li key={group.key}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t(`groups.${group.key}`)}
            </p>
            <ul className="flex flex-col gap-0.5">
              {group.sections.map((section) => {
                const isCurrent = isCurrentAdminSection(section, pathname);
                return (
                  <li key={section.path}>
                    <Link
                      href={section.path}
                      aria-current={isCurrent ? "page" : undefined}
                      className={`flex min-h-11 items-center rounded-xl px-3 font-medium ${
                        isCurrent
                          ? "bg-primary-50 text-primary-800"
                          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                      }`}
                    >
                      {t(section.key)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
