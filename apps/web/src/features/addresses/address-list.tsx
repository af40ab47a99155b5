"use client";

import { useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { MapPinIcon, PlusIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { AddressCard } from "./address-card";
import { useAddresses } from "./address-queries";

/** /customer/addresses: the saved addresses, the default first, and a way to add one. */
export function AddressList() {
  const t = useTranslations("commerce.addresses");
  const addresses = useAddresses();

  if (addresses.isError) return <LoadFailed onRetry={() => void addresses.refetch()} />;
  if (!addresses.data) return <AddressListSkeleton />;

  const rows = addresses.data.data;
  const addLink = (
    <Link href="/customer/addresses/add" className={primaryButton}>
      <PlusIcon className="size-5" />
      {t("add")}
    </Link>
  );
  if (rows.length === 0) {
    return (
      <StatusMessage
        headingLevel={2}
        icon={<MapPinIcon className="size-14" />}
        title={t("emptyTitle")}
        text={t("emptyText")}
        actions={addLink}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">{addLink}</div>
      <ul className="flex flex-col gap-4">
        {rows.map((address) => (
          <AddressCard key={address.id} address={address} />
        ))}
      </ul>
    </div>
  );
}

function AddressListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="ms-auto h-11 w-40 rounded-full" />
      {[0, 1].map((row) => (
        <div key={row} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <div className="flex gap-2">
            <Skeleton className="h-11 w-28 rounded-full" />
            <Skeleton className="h-11 w-24 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
