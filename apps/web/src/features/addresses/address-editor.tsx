"use client";

import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { Link } from "@/components/link";
import { StatusMessage } from "@/components/status-message";
import { useCountries } from "@/lib/geo/geo-queries";
import { AddressForm } from "./address-form";
import { useAddress, useAddresses } from "./address-queries";

const FIELD_COUNT = 8;

/** /customer/addresses/add: loads what the form needs (the address when editing), then shows it. */
export function AddressEditor({
  addressId,
  returnTo,
}: {
  addressId: number | null;
  returnTo: string | null;
}) {
  const t = useTranslations("commerce.addressForm");
  const countries = useCountries();
  const addresses = useAddresses();
  const address = useAddress(addressId);

  if (addressId !== null && address.error?.failure.status === 404) {
    return (
      <StatusMessage
        headingLevel={2}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        actions={
          <Link href="/customer/addresses" className={secondaryButton}>
            {t("backToList")}
          </Link>
        }
      />
    );
  }
  if (countries.isError) return <LoadFailed onRetry={() => void countries.refetch()} />;
  if (addresses.isError) return <LoadFailed onRetry={() => void addresses.refetch()} />;
  if (addressId !== null && address.isError) {
    return <LoadFailed onRetry={() => void address.refetch()} />;
  }
  if (!countries.data || !addresses.data || (addressId !== null && !address.data)) {
    return <FormSkeleton fields={FIELD_COUNT} />;
  }
  return (
    <AddressForm
      countries={countries.data.data}
      address={addressId === null ? null : (address.data?.data ?? null)}
      isFirst={addresses.data.data.length === 0}
      returnTo={returnTo}
    />
  );
}
