"use client";

import { useTranslations } from "next-intl";
import { ChevronIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useAppStore } from "@/lib/state/app-store";
import { roleChoicesFor } from "./role-choices";
import { roleIcons } from "./role-icons";
import { readSessionUser } from "./session-user";
import { useRoleSwitch } from "./use-role-switch";

const rowClass =
  "flex min-h-14 w-full items-center gap-3 px-4 text-start text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/**
 * "Your accounts" on the profile pages (the phone's way to what the desktop user menu offers):
 * switch to another role the person holds, or open the one they do not have yet.
 */
export function RoleSwitchList() {
  const t = useTranslations("accounts.roles");
  const userInfo = useAppStore((state) => state.userInfo);
  const choices = roleChoicesFor(readSessionUser(userInfo));
  const { switchTo, pendingRole } = useRoleSwitch();
  if (choices.length === 0) return null;

  return (
    <nav aria-label={t("label")}>
      <h2 className="mb-2 text-sm font-semibold text-slate-600">{t("label")}</h2>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {choices.map((choice) => {
          const Icon = roleIcons[choice.role];
          const content = (
            <>
              <Icon className="size-6 shrink-0 text-primary-700" />
              <span className="flex-1 font-medium">
                {choice.kind === "switch"
                  ? pendingRole === choice.role
                    ? t("switching")
                    : t(`switch.${choice.role}`)
                  : t(`register.${choice.role}`)}
              </span>
              <ChevronIcon className="size-5 shrink-0 text-slate-400" />
            </>
          );
          return (
            <li key={`${choice.kind}-${choice.role}`}>
              {choice.kind === "switch" ? (
                <button
                  type="button"
                  disabled={pendingRole !== null}
                  onClick={() => void switchTo(choice.role)}
                  className={rowClass}
                >
                  {content}
                </button>
              ) : (
                <Link href={choice.href} className={rowClass}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
