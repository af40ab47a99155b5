"use client";

import { type AdminPerson, blockPersonBodySchema, sellerReviewBodySchema } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { ReasonDialog } from "@/components/reason-dialog";
import { ReasonForm } from "@/components/reason-form";
import { ADMIN_PEOPLE_KEY } from "./people-table";

/** What an admin may do to a person from their page. */
export type PersonAction =
  | { kind: "block" }
  | { kind: "unblock" }
  | {
      kind: "standing";
      who: "shop" | "driver";
      decision: "approve" | "reject" | "suspend" | "reinstate";
    };

const unblockSchema = z.strictObject({});

/**
 * The dialog of one action: blocking asks for a reason (kept in the audit log); rejecting and
 * suspending a shop or driver ask for one the person will read; the others only confirm.
 */
export function PersonActionDialog({
  person,
  action,
  onClose,
}: {
  person: AdminPerson;
  action: PersonAction | null;
  onClose: () => void;
}) {
  const t = useTranslations("console.person");
  let title = "";
  let lead: string | null = null;
  if (action?.kind === "block") {
    title = t("blockTitle");
    lead = t("blockLead");
  } else if (action?.kind === "unblock") {
    title = t("unblockTitle");
    lead = t("unblockLead");
  } else if (action?.kind === "standing") {
    title = t("decideTitle", {
      decision: t(`decisions.${action.decision}`),
      who: action.who === "shop" ? (person.shop?.store_name ?? t("shop")) : t("driver"),
    });
  }
  return (
    <ReasonDialog isOpen={action !== null} onClose={onClose} title={title} lead={lead}>
      {action?.kind === "block" ? <BlockForm person={person} onDone={onClose} /> : null}
      {action?.kind === "unblock" ? <UnblockForm person={person} onDone={onClose} /> : null}
      {action?.kind === "standing" ? (
        <StandingForm person={person} action={action} onDone={onClose} />
      ) : null}
    </ReasonDialog>
  );
}

function BlockForm({ person, onDone }: { person: AdminPerson; onDone: () => void }) {
  const t = useTranslations("console.person");
  return (
    <ReasonForm
      schema={blockPersonBodySchema}
      defaultValues={{ reason: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/people/${person.id}/block`,
        payload: body,
        label: "block person",
        cacheKey: ADMIN_PEOPLE_KEY,
      })}
      onDone={onDone}
      text={{
        name: "reason",
        id: "block-reason",
        label: t("blockReason"),
        textAreaProps: { rows: 3, autoFocus: true },
      }}
      closeText={t("cancel")}
      submitText={t("confirmBlock")}
    />
  );
}

function UnblockForm({ person, onDone }: { person: AdminPerson; onDone: () => void }) {
  const t = useTranslations("console.person");
  return (
    <ReasonForm
      schema={unblockSchema}
      defaultValues={{}}
      call={() => ({
        method: "POST",
        path: `/admin/people/${person.id}/unblock`,
        label: "unblock person",
        cacheKey: ADMIN_PEOPLE_KEY,
      })}
      onDone={onDone}
      closeText={t("cancel")}
      submitText={t("confirmUnblock")}
      isDestructive={false}
    />
  );
}

function StandingForm({
  person,
  action,
  onDone,
}: {
  person: AdminPerson;
  action: Extract<PersonAction, { kind: "standing" }>;
  onDone: () => void;
}) {
  const t = useTranslations("console.person");
  const needsReason = action.decision === "reject" || action.decision === "suspend";
  // The shop's and the driver's review bodies are the same shape.
  return (
    <ReasonForm
      schema={sellerReviewBodySchema}
      defaultValues={{ decision: action.decision, reason: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/${action.who === "shop" ? "sellers" : "drivers"}/${person.id}/review`,
        payload: needsReason ? body : { decision: body.decision },
        label: `${action.who} ${action.decision}`,
        cacheKey: ADMIN_PEOPLE_KEY,
      })}
      onDone={onDone}
      text={
        needsReason
          ? {
              name: "reason",
              id: "standing-reason",
              label: t("decideReason"),
              textAreaProps: { rows: 3, autoFocus: true },
            }
          : undefined
      }
      closeText={t("cancel")}
      submitText={t("confirmDecision")}
      isDestructive={needsReason}
    />
  );
}
