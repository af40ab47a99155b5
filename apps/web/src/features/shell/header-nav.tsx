"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { hrefFor, isCurrentSection } from "./nav-items";
import { useShellSession } from "./use-shell-session";

/**
 * The tab bar's sections in the header from 768px: icons on tablets, icons with labels from
 * 992px where there is room.
 */
export function HeaderNav() {
  const pathname = usePathname();
  const t = useTranslations("tabs");
  const tHeader = useTranslations("header");
  const { isSignedIn, navItems } = useShellSession();

  return (
    <nav aria-label={tHeader("mainNav")} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {navItems.map((item) => {
          const isCurrent = isCurrentSection(item, pathname);
          return (
            <li key={item.path}>
              <Link
                href={hrefFor(item, isSignedIn)}
                aria-current={isCurrent ? "page" : undefined}
                title={t(item.labelKey)}
                className={`flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium lg:px-3 ${
                  isCurrent
                    ? "bg-primary-50 text-primary-800"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                <item.Icon className="size-5 shrink-0" />
                <span className="sr-only lg:not-sr-only">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
