"use client";

import { type AdminAccount, addAdminBodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Skeleton } from "@/components/skeleton";
import { LtrValue } from "@/components/text/ltr-value";
import { request, useApiQuery } from "@/lib/api";
import { separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { useAppStore } from "@/lib/state/app-store";

const ADMINS_KEY = "admin-admins";

/** /admin/admins: who the admins are; add one by mobile, remove one (not yourself). */
export function AdminsView() {
  const t = useTranslations("console.admins");
  const language = useLocale();
  const me = useAppStore((state) => state.userInfo?.id);
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const admins = useApiQuery<AdminAccount[]>({ path: "/admin/admins", cacheKey: ADMINS_KEY });

  if (admins.isError) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void admins.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <AddAdminForm />
      {admins.data ? (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {admins.data.data.map((admin) => (
            <li
              key={admin.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  <bdi>{admin.name ?? "—"}</bdi> {admin.id === me ? `(${t("you")})` : null}
                </p>
                <p className="text-sm text-slate-600">
                  <LtrValue value={admin.mobile} />
                  {separatorsOf(language).inline}
                  {t("since", { date: formatDateTime(admin.since, language) })}
                </p>
              </div>
              {admin.id === me ? null : (
                <button
                  type="button"
                  onClick={() => setRemoving(admin)}
                  className={`${secondaryButton} text-red-700`}
                >
                  {t("remove")}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="h-40 w-full rounded-2xl" />
      )}
      <RemoveDialog admin={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function AddAdminForm() {
  const t = useTranslations("console.admins");
  const form = useZodForm(addAdminBodySchema, { defaultValues: { mobile: "" } });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<AdminAccount[], typeof body>({
      call: { method: "POST", path: "/admin/admins", payload: body, cacheKey: ADMINS_KEY },
      fields: ["mobile"],
      setError: form.setError,
    });
    if (envelope) form.reset({ mobile: "" });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          control={form.control}
          name="mobile"
          id="new-admin-mobile"
          label={t("mobile")}
          inputProps={{ dir: "ltr", inputMode: "tel", autoComplete: "off" }}
        />
      </div>
      <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
        {t("addButton")}
      </button>
    </form>
  );
}

function RemoveDialog({ admin, onClose }: { admin: AdminAccount | null; onClose: () => void }) {
  const t = useTranslations("console.admins");
  const [isBusy, setBusy] = useState(false);
  async function remove() {
    if (!admin) return;
    setBusy(true);
    const done = await request<AdminAccount[]>({
      method: "DELETE",
      path: `/admin/admins/${admin.id}`,
      cacheKey: ADMINS_KEY,
    });
    setBusy(false);
    if (done) onClose();
  }
  return (
    <ModalOverlay
      isOpen={admin !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
        <Dialog className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
            {t("removeTitle", { name: admin?.name ?? admin?.mobile ?? "" })}
          </Heading>
          <p className="mt-1 text-slate-600">{t("removeLead")}</p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button slot="close" className={secondaryButton}>
              {t("cancel")}
            </Button>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void remove()}
              className={`${primaryButton} bg-red-700 hover:bg-red-800`}
            >
              {t("confirmRemove")}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
