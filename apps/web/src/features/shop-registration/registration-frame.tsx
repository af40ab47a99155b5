"use client";

import type { SessionUser } from "@kesht/contracts";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { secondaryButton } from "@/components/button-styles";
import { FormSkeleton } from "@/features/account/ui/form-skeleton";
import { LoadFailed } from "@/features/account/ui/load-failed";
import { useRegistrationGate } from "./use-registration-gate";

interface RegistrationFrameProps {
  step: 1 | 2 | 3;
  /** How many fields the skeleton stands in for while the session loads. */
  skeletonFields?: number;
  children: (user: SessionUser) => ReactNode;
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
    case "other-role":
      return (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{t("otherRole")}</p>
          <Link href="/" className={secondaryButton}>
            {t("goHome")}
          </Link>
        </div>
      );
    case "open":
      return <>{children(gate.user)}</>;
  }
}
