"use client";

import { useTranslations } from "next-intl";
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { ProfileIcon } from "@/components/icons";
import { ChevronDownIcon, LogoutIcon } from "@/features/account/ui/account-icons";
import { readSessionUser, type ShellRole } from "@/features/auth/session-user";
import { useLogout } from "@/features/auth/use-logout";
import { useAppStore } from "@/lib/state/app-store";

type MenuLabelKey = "dashboard" | "profile" | "products" | "orders" | "sellers";

/** SPEC §2 "Desktop user menu", by role; every menu ends with logout. */
const menuLinks: Record<Exclude<ShellRole, "guest">, { key: MenuLabelKey; href: string }[]> = {
  seller: [
    { key: "dashboard", href: "/shop/home" },
    { key: "profile", href: "/shop/profile" },
    { key: "products", href: "/shop/products" },
    { key: "orders", href: "/shop/orders" },
  ],
  customer: [
    { key: "profile", href: "/customer/profile" },
    { key: "orders", href: "/customer/orders" },
  ],
  admin: [{ key: "sellers", href: "/admin/sellers" }],
};

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-slate-800 outline-none data-[focused]:bg-slate-100";

/**
 * The signed-in person's menu in the header, from 768px (SPEC §2). Customers and sellers log
 * out from their profile tab on phones; admins have no profile, so theirs shows on phones too.
 */
export function UserMenu({ role }: { role: Exclude<ShellRole, "guest"> }) {
  const t = useTranslations("accounts.menu");
  const userInfo = useAppStore((state) => state.userInfo);
  const name = readSessionUser(userInfo)?.name;
  const logout = useLogout();

  return (
    <>
      <MenuTrigger>
        <Button
          aria-label={t("open")}
          className={`${role === "admin" ? "inline-flex" : "hidden md:inline-flex"} h-11 items-center gap-1.5 rounded-full border border-slate-200 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[pressed]:bg-slate-100`}
        >
          <ProfileIcon className="size-5" />
          {name ? <span className="hidden max-w-32 truncate lg:inline">{name}</span> : null}
          <ChevronDownIcon className="size-4" />
        </Button>
        <Popover
          placement="bottom end"
          offset={6}
          className="min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
        >
          <Menu
            aria-label={t("label")}
            className="outline-none"
            onAction={(key) => {
              if (key === "logout") logout.ask();
            }}
          >
            {menuLinks[role].map((link) => (
              <MenuItem key={link.key} id={link.key} href={link.href} className={itemClass}>
                {t(link.key)}
              </MenuItem>
            ))}
            <Separator className="my-1 border-t border-slate-200" />
            <MenuItem id="logout" className={`${itemClass} text-red-700`}>
              <LogoutIcon className="size-5 rtl:-scale-x-100" />
              {t("logout")}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {logout.dialog}
    </>
  );
}
