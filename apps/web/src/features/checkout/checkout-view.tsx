"use client";

import { useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { useAddresses } from "@/features/addresses";
import { canCheckOut, useCartGroup } from "@/features/cart";
import { CheckoutForm } from "./checkout-form";
import { usePackageTypes, useSendMethods, useTimeBlocks } from "./checkout-queries";

/**
 * /customer/cart/checkout/[cart_id]: loads the group and the choices, then shows the form; a
 * group that is gone (checked out, or not this customer's) says so and leads back to the cart.
 */
export function CheckoutView({
  cartId,
  initialAddressId,
}: {
  cartId: number;
  initialAddressId: number | null;
}) {
  const t = useTranslations("commerce.checkout");
  const group = useCartGroup(cartId);
  const addresses = useAddresses();
  const sendMethods = useSendMethods();
  const timeBlocks = useTimeBlocks();
  const packageTypes = usePackageTypes();

  const status = group.error?.failure.status;
  const cart = group.data?.data;
  if (status === 404 || status === 403 || (cart && cart.status !== "cart")) {
    return (
      <StatusMessage
        headingLevel={2}
        title={t("goneTitle")}
        text={t("goneText")}
        actions={
          <Link href="/customer/cart" className={primaryButton}>
            {t("backToCart")}
          </Link>
        }
      />
    );
  }
  const failed = [group, addresses, sendMethods, timeBlocks, packageTypes].find(
    (query) => query.isError,
  );
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  if (!cart || !addresses.data || !sendMethods.data || !timeBlocks.data || !packageTypes.data) {
    return <CheckoutSkeleton />;
  }
  if (!canCheckOut(cart)) {
    return (
      <StatusMessage
        headingLevel={2}
        title={t("attentionTitle")}
        text={t("attentionText")}
        actions={
          <Link href="/customer/cart" className={secondaryButton}>
            {t("backToCart")}
          </Link>
        }
      />
    );
  }
  return (
    <CheckoutForm
      group={cart}
      initialAddressId={initialAddressId}
      reference={{
        addresses: addresses.data.data,
        sendMethods: sendMethods.data.data,
        timeBlocks: timeBlocks.data.data,
        packageTypes: packageTypes.data.data,
      }}
    />
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-3" aria-hidden="true">
      <div className="flex flex-col gap-5 lg:col-span-2">
        {[0, 1, 2, 3].map((section) => (
          <div
            key={section}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5"
          >
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-14 w-full rounded-xl" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
