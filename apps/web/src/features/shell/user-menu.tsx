"use client";

import type { Role } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { AriaLinks, AriaScope } from "@/components/aria-scope";
import { loadedSonner } from "@/components/feedback/toast";
import { ChevronDownIcon, LogoutIcon, ProfileIcon } from "@/components/icons";
import {
  readSessionUser,
  roleChoicesFor,
  roleIcons,
  type ShellRole,
  useLogout,
  useRoleSwitch,
} from "@/features/auth";
import { useAppStore } from "@/lib/state/app-store";

type MenuLabelKey = "dashboard" | "profile" | "products" | "orders" | "sellers" | "drivers";

/** SPEC §2 "Desktop user menu", by the role the session acts in; every menu ends with logout. */
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
  admin: [
    { key: "sellers", href: "/admin/sellers" },
    { key: "drivers", href: "/admin/drivers" },
  ],
  driver: [
    { key: "dashboard", href: "/driver/home" },
    { key: "profile", href: "/driver/profile" },
  ],
  // Signed in, not registered yet: only the ways to an account below.
  newcomer: [],
};

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-slate-800 outline-none data-[focused]:bg-slate-100";

const switchKey = (role: Role) => `switch:${role}`;

/**
 * The signed-in person's menu in the header, from 768px (SPEC §2): the pages of the role the
 * session acts in, then the person's other roles to switch to (or to open), then logout.
 * Customers and sellers log out from their profile tab on phones; admins have no profile, so
 * theirs shows on phones too.
 */
export function UserMenu({ role }: { role: Exclude<ShellRole, "guest"> }) {
  const t = useTranslations("accounts.menu");
  const tRoles = useTranslations("accounts.roles");
  const userInfo = useAppStore((state) => state.userInfo);
  const user = readSessionUser(userInfo);
  const choices = roleChoicesFor(user);
  const logout = useLogout();
  const { switchTo } = useRoleSwitch();

  return (
    // A lazy island of the header, outside any section's frame: it brings React Aria's locale,
    // and its menu's links go through Next's router.
    <AriaScope>
      <AriaLinks>
        {/* What the person opened is what they look at: a toast at the same corner would cover it. */}
        <MenuTrigger onOpenChange={(isOpen) => (isOpen ? loadedSonner()?.toast.dismiss() : null)}>
          <Button
            aria-label={t("open")}
            className={`${role === "admin" ? "inline-flex" : "hidden md:inline-flex"} h-11 items-center gap-1.5 rounded-full border border-slate-200 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[pressed]:bg-slate-100`}
          >
            <ProfileIcon className="size-5" />
            {user?.name ? (
              <span className="hidden max-w-32 truncate lg:inline">{user.name}</span>
            ) : null}
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
                const chosen = choices.find(
                  (choice) => choice.kind === "switch" && switchKey(choice.role) === key,
                );
                if (chosen) void switchTo(chosen.role);
              }}
            >
              {menuLinks[role].map((link) => (
                <MenuItem key={link.key} id={link.key} href={link.href} className={itemClass}>
                  {t(link.key)}
                </MenuItem>
              ))}
              {choices.length > 0 && menuLinks[role].length > 0 ? (
                <Separator className="my-1 border-t border-slate-200" />
              ) : null}
              {choices.map((choice) => {
                const Icon = roleIcons[choice.role];
                return choice.kind === "switch" ? (
                  <MenuItem
                    key={switchKey(choice.role)}
                    id={switchKey(choice.role)}
                    className={itemClass}
                  >
                    <Icon className="size-5 text-primary-700" />
                    {tRoles(`switch.${choice.role}`)}
                  </MenuItem>
                ) : (
                  <MenuItem
                    key={`register:${choice.role}`}
                    id={`register:${choice.role}`}
                    href={choice.href}
                    className={itemClass}
                  >
                    <Icon className="size-5 text-primary-700" />
                    {tRoles(`register.${choice.role}`)}
                  </MenuItem>
                );
              })}
              <Separator className="my-1 border-t border-slate-200" />
              <MenuItem id="logout" className={`${itemClass} text-red-700`}>
                <LogoutIcon className="size-5 rtl:-scale-x-100" />
                {t("logout")}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        {logout.dialog}
      </AriaLinks>
    </AriaScope>
  );
}
