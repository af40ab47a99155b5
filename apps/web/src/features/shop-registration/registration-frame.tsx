"use client";

import type { SessionUser } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { useRoleSwitch } from "@/features/auth";
import { useRegistrationGate } from "./use-registration-gate";

interface RegistrationFrameProps {
  step: 1 | 2 | 3;
  /** How many fields the skeleton stands in for while the session loads. */
  skeletonFields?: number;
  children: (user: SessionUser) => ReactNode;
}

/** The number already has a shop: no second one, but the way to it. */
function HasShop() {
  const t = useTranslations("shop.register");
  const tRoles = useTranslations("accounts.roles");
  const { switchTo, pendingRole } = useRoleSwitch();
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700">{t("hasShop")}</p>
      <button
        type="button"
        disabled={pendingRole !== null}
        onClick={() => void switchTo("seller")}
        className={primaryButton}
      >
        {pendingRole ? tRoles("switching") : tRoles("switch.seller")}
      </button>
    </div>
  );
}

/** A registration step's body once the session says this person may be here. */
export function RegistrationFrame({ step, skeletonFields = 4, children }: RegistrationFrameProps) {
  const t = useTranslations("shop.register");
  const gate = useRegistrationGate(step);

  switch (gate.status) {
    case "loading":
    case "leaving":
      return (
        <div aria-busy="true">
          <span className="sr-only">{t("loading")}</span>
          <FormSkeleton fields={skeletonFields} />
        </div>
      );
    case "failed":
      return <LoadFailed onRetry={gate.retry} />;
    case "has-shop":
      return <HasShop />;
    case "open":
      return <>{children(gate.user)}</>;
  }
}
