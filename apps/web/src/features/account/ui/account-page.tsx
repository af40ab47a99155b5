"use client";

import type { Envelope } from "@kesht/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { LogoutIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { RoleSwitchList, useLogout } from "@/features/auth";
import { MenuList, MenuListButton, type MenuListLink } from "./menu-list";

/**
 * A profile tab, the same for every role: who the person is, the other roles of their number,
 * then their pages and logging out.
 */
export function AccountPage({
  summary,
  menuLabel,
  links,
  logoutLabel,
}: {
  summary: ReactNode;
  menuLabel: string;
  links: readonly MenuListLink[];
  logoutLabel: string;
}) {
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-6">
      {summary}
      <RoleSwitchList />
      <MenuList
        label={menuLabel}
        links={links}
        after={<MenuListButton label={logoutLabel} Icon={LogoutIcon} onPress={logout.ask} />}
      />
      {logout.dialog}
    </div>
  );
}

/** A profile's details once loaded: a placeholder while loading, a retry when it failed. */
export function ProfileDetails<T>({
  profile,
  children,
}: {
  profile: UseQueryResult<Envelope<T>, unknown>;
  children: (data: T) => ReactNode;
}) {
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  return children(profile.data.data);
}
