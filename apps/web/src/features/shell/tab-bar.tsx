"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { isThreadPath } from "@/lib/thread-paths";
import { isCurrentSection } from "./nav-items";
import { useNavLabel } from "./use-nav-label";
import { useShellSession } from "./use-shell-session";

/** One column per section: customers and sellers have four, admins three. */
const columns: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
  5: "grid-cols-5",
  6: "grid-cols-6",
};

/** Bottom tab bar below 768px (SPEC §2, §9); the header's navigation takes over above it. */
export function TabBar() {
  const pathname = usePathname();
  const t = useTranslations("tabs");
  const label = useNavLabel();
  const { hrefOf, navItems } = useShellSession();

  // The chat threads use the whole screen (SPEC §2).
  if (isThreadPath(pathname)) return null;

  return (
    <nav
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className={`grid h-16 ${columns[navItems.length] ?? "grid-cols-4"}`}>
        {navItems.map((item) => {
          const isCurrent = isCurrentSection(item, pathname);
          return (
            <li key={item.path}>
              <Link
                href={hrefOf(item)}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex h-full flex-col items-center justify-center gap-1 text-xs font-medium ${
                  isCurrent ? "text-primary-700" : "text-slate-500 hover:text-slate-800"
                }`}
              >
                <item.Icon className={`size-6 ${isCurrent ? "stroke-[2.2]" : ""}`} />
                {label(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
