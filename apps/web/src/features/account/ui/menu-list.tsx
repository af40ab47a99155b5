import type { ComponentType, ReactNode } from "react";
import { ChevronIcon } from "@/components/icons";
import { Link } from "@/components/link";

export interface MenuListLink {
  href: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
}

const rowClass = "flex min-h-14 w-full items-center gap-3 px-4 text-start hover:bg-slate-50";

/** A card of rows leading on: the menu of an account's pages. `after` ends it (e.g. log out). */
export function MenuList({
  label,
  links,
  after,
}: {
  label: string;
  links: readonly MenuListLink[];
  after?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {links.map(({ href, label: text, Icon }) => (
          <li key={href}>
            <Link href={href} className={`${rowClass} text-slate-800`}>
              <Icon className="size-6 shrink-0 text-primary-700" />
              <span className="flex-1 font-medium">{text}</span>
              <ChevronIcon className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
        {after ? <li>{after}</li> : null}
      </ul>
    </nav>
  );
}

/** A menu row that is a button, such as "Log out". */
export function MenuListButton({
  label,
  Icon,
  onPress,
}: {
  label: string;
  Icon: ComponentType<{ className?: string }>;
  onPress: () => void;
}) {
  return (
    <button type="button" onClick={onPress} className={`${rowClass} text-red-700 hover:bg-red-50`}>
      <Icon className="size-6 shrink-0 rtl:-scale-x-100" />
      <span className="flex-1 font-medium">{label}</span>
    </button>
  );
}
