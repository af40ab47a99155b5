"use client";

import { type AdminPerson, blockPersonBodySchema, sellerReviewBodySchema } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
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
  const form = useZodForm(blockPersonBodySchema, { defaultValues: { reason: "" } });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<AdminPerson, typeof body>({
      call: {
        method: "POST",
        path: `/admin/people/${person.id}/block`,
        payload: body,
        label: "block person",
        cacheKey: ADMIN_PEOPLE_KEY,
      },
      fields: ["reason"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="reason"
        id="block-reason"
        label={t("blockReason")}
        textAreaProps={{ rows: 3, autoFocus: true, dir: "auto" }}
      />
      <ReasonDialogActions
        closeText={t("cancel")}
        submitText={t("confirmBlock")}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}

function UnblockForm({ person, onDone }: { person: AdminPerson; onDone: () => void }) {
  const t = useTranslations("console.person");
  const form = useZodForm(unblockSchema, { defaultValues: {} });
  const submit = form.handleSubmit(async () => {
    const envelope = await sendForm<AdminPerson, Record<string, never>>({
      call: {
        method: "POST",
        path: `/admin/people/${person.id}/unblock`,
        label: "unblock person",
        cacheKey: ADMIN_PEOPLE_KEY,
      },
      fields: [],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <ReasonDialogActions
        closeText={t("cancel")}
        submitText={t("confirmUnblock")}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={false}
      />
    </form>
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
  // The shop's and the driver's review bodies are the same shape.
  const form = useZodForm(sellerReviewBodySchema, {
    defaultValues: { decision: action.decision, reason: "" },
  });
  const needsReason = action.decision === "reject" || action.decision === "suspend";
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<unknown, typeof body>({
      call: {
        method: "POST",
        path: `/admin/${action.who === "shop" ? "sellers" : "drivers"}/${person.id}/review`,
        payload: needsReason ? body : { decision: body.decision },
        label: `${action.who} ${action.decision}`,
        cacheKey: ADMIN_PEOPLE_KEY,
      },
      fields: ["reason"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {needsReason ? (
        <TextAreaField
          control={form.control}
          name="reason"
          id="standing-reason"
          label={t("decideReason")}
          textAreaProps={{ rows: 3, autoFocus: true, dir: "auto" }}
        />
      ) : null}
      <ReasonDialogActions
        closeText={t("cancel")}
        submitText={t("confirmDecision")}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={needsReason}
      />
    </form>
  );
}
