"use client";

import type { Address } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EditIcon, MapPinIcon, StarIcon, TrashIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { LtrValue } from "@/components/text/ltr-value";
import { separatorsOf } from "@/lib/i18n/languages";
import { deleteAddress, makeDefaultAddress } from "./address-queries";
import { placeLine, streetLine } from "./address-text";

/** One saved address with its actions: make it the default, edit it, delete it. */
export function AddressCard({ address }: { address: Address }) {
  const t = useTranslations("commerce.addresses");
  const language = useLocale();
  const [isConfirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"default" | "delete" | null>(null);
  const headingId = `address-${address.id}`;

  async function makeDefault() {
    setBusy("default");
    await makeDefaultAddress(address.id);
    setBusy(null);
  }

  async function remove() {
    setBusy("delete");
    await deleteAddress(address.id);
    setBusy(null);
    setConfirming(false);
  }

  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 sm:p-5 ${
        address.is_default ? "border-primary-300 ring-1 ring-primary-200" : "border-slate-200"
      }`}
    >
      <div className="flex items-start gap-3">
        <MapPinIcon className="mt-0.5 size-6 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-bold text-slate-900">
              {placeLine(address, language)}
            </h2>
            {address.is_default ? (
              <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
                {t("default")}
              </span>
            ) : null}
          </div>
          {/* Isolated, so a Latin address keeps its own word order on a Persian page. */}
          <p className="mt-1 text-slate-700">
            <bdi>{streetLine(address, language)}</bdi>
          </p>
          <dl className="mt-2 grid gap-1 text-sm text-slate-600">
            {address.postal_code ? (
              <div className="flex gap-1">
                <dt>{t("postalCode")}:</dt>
                <dd>
                  <LtrValue value={address.postal_code} />
                </dd>
              </div>
            ) : null}
            {address.receiver_name || address.receiver_mobile ? (
              <div className="flex flex-wrap gap-1">
                <dt>{t("receiver")}:</dt>
                <dd>
                  {address.receiver_name}
                  {address.receiver_name && address.receiver_mobile
                    ? separatorsOf(language).inline
                    : null}
                  {address.receiver_mobile ? <LtrValue value={address.receiver_mobile} /> : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {address.is_default ? null : (
          <button
            type="button"
            onClick={makeDefault}
            disabled={busy !== null}
            className={`${secondaryButton} px-4 text-sm`}
            aria-describedby={headingId}
          >
            <StarIcon className="size-4" />
            {busy === "default" ? t("saving") : t("makeDefault")}
          </button>
        )}
        <Link
          href={`/customer/addresses/add?id=${address.id}`}
          className={`${secondaryButton} px-4 text-sm`}
          aria-describedby={headingId}
        >
          <EditIcon className="size-4" />
          {t("edit")}
        </Link>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          className={`${secondaryButton} px-4 text-sm text-red-700 hover:bg-red-50`}
          aria-describedby={headingId}
        >
          <TrashIcon className="size-4" />
          {t("delete")}
        </button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={t("deleteTitle")}
        text={t("deleteText", { place: placeLine(address, language) })}
        confirmLabel={t("deleteConfirm")}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        isPending={busy === "delete"}
      />
    </li>
  );
}
