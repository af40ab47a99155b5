"use client";

import type { LoadingRequestBody, Order, OrderGroup } from "@kesht/contracts";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { useApiQuery } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";
import { paths } from "@/lib/paths";
import {
  emptyLoadingRequest,
  LoadingRequestFields,
  type LoadingRequestValues,
  loadingRequestBody,
  loadingRequestFieldNames,
} from "./loading-request-fields";
import { SELLER_SHIPPING_KEY, sendLoadingRequest } from "./shipping-queries";

// The shipping forms' plain fields, where the driver's and self-loading forms have found them.
export { Labelled, NumberField, positiveNumber, toAscii } from "./form-parts";

/**
 * /shop/orders/[oid]/loading-request (and from a group): a new load for the drivers, its weight
 * and package count starting from the order's or the group's. The API checks it all again; its
 * field errors show under the fields.
 */
export function LoadingRequestForm({
  target,
}: {
  target: { orderId: number } | { groupId: number };
}) {
  const t = useTranslations("shipping.form");
  const router = useRouter();
  const form = useForm<LoadingRequestValues>({ defaultValues: emptyLoadingRequest });
  const { isSubmitting } = form.formState;
  useStartingValues(target, ({ weightKg, packageCount }) => {
    if (weightKg > 0 && !form.getValues("weight_kg")) form.setValue("weight_kg", String(weightKg));
    if (packageCount > 0 && !form.getValues("package_count")) {
      form.setValue("package_count", String(packageCount));
    }
  });

  async function submit(values: LoadingRequestValues) {
    const { arrive_by, note, ...rest } = loadingRequestBody(values);
    const body: LoadingRequestBody = {
      ...rest,
      ...(note ? { note } : {}),
      ...(arrive_by ? { arrive_by } : {}),
    };
    const group = await sendLoadingRequest({
      target,
      body,
      fields: loadingRequestFieldNames,
      setError: form.setError,
    });
    if (group) router.push(paths.orderGroup(group.id));
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <LoadingRequestFields form={form} />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {t("send")}
      </button>
    </form>
  );
}

/**
 * What the form starts from, once read: the order's weight in whole kilograms (its packed
 * weight where the shop has weighed it, docs/decisions/033-packed-weight.md) and its number of
 * lines; for a group, the sum of its orders' lines (the shop weighs a group whole).
 */
function useStartingValues(
  target: { orderId: number } | { groupId: number },
  onValues: (values: { weightKg: number; packageCount: number }) => void,
) {
  const orderId = "orderId" in target ? target.orderId : null;
  const groupId = "groupId" in target ? target.groupId : null;
  const order = useApiQuery<Order>({
    path: `/seller/orders/${orderId}`,
    cacheKey: ordersCacheKey("seller"),
    enabled: orderId !== null,
  }).data?.data;
  const group = useApiQuery<OrderGroup>({
    path: `/seller/order-groups/${groupId}`,
    cacheKey: SELLER_SHIPPING_KEY,
    enabled: groupId !== null,
  }).data?.data;
  // A group carries its orders' weights together.
  const weightKg = Math.ceil(
    order ? order.weight_kg : (group?.orders.reduce((sum, each) => sum + each.weight_kg, 0) ?? 0),
  );
  const packageCount = order
    ? order.items.length
    : (group?.orders.reduce((sum, each) => sum + each.items_count, 0) ?? 0);
  // Once: values the shop clears or changes are theirs.
  const isApplied = useRef(false);
  useEffect(() => {
    if ((weightKg > 0 || packageCount > 0) && !isApplied.current) {
      isApplied.current = true;
      onValues({ weightKg, packageCount });
    }
  }, [weightKg, packageCount, onValues]);
}
