"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { CartCountText } from "./cart-count-text";
import { isCurrentSection } from "./nav-items";
import { LazyCartBadge } from "./shell-islands";
import { useNavLabel } from "./use-nav-label";
import { useShellSession } from "./use-shell-session";

/**
 * The tab bar's sections in the header from 768px: icons on tablets, icons with labels from
 * 992px where there is room.
 */
export function HeaderNav() {
  const pathname = usePathname();
  const label = useNavLabel();
  const tHeader = useTranslations("header");
  const { hrefOf, role, navItems } = useShellSession();

  return (
    <nav aria-label={tHeader("mainNav")} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {navItems.map((item) => {
          const isCurrent = isCurrentSection(item, pathname);
          return (
            <li key={item.path}>
              <Link
                href={hrefOf(item)}
                aria-current={isCurrent ? "page" : undefined}
                title={label(item.labelKey)}
                className={`flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium lg:px-3 ${
                  isCurrent
                    ? "bg-primary-50 text-primary-800"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                <span className="relative">
                  <item.Icon className="size-5 shrink-0" />
                  {item.labelKey === "cart" && role === "customer" ? <LazyCartBadge /> : null}
                </span>
                <span className="sr-only lg:not-sr-only">{label(item.labelKey)}</span>
                {item.labelKey === "cart" && role === "customer" ? <CartCountText /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
