"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/components/link";

const sections = [
  { key: "reports", href: "/admin/reports" },
  { key: "support", href: "/admin/support" },
  { key: "messages", href: "/admin/messages" },
] as const;

/** The admins' desk has three pages behind one navigation item: these tabs move between them. */
export function AdminDeskTabs() {
  const t = useTranslations("desk.nav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="mb-5 overflow-x-auto">
      <ul className="flex gap-2">
        {sections.map((section) => {
          const isCurrent = pathname === section.href || pathname.startsWith(`${section.href}/`);
          return (
            <li key={section.key}>
              <Link
                href={section.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${
                  isCurrent
                    ? "bg-primary-700 text-white"
                    : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {t(section.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
