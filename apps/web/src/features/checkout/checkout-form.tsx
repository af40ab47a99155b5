"use client";

import {
  type Address,
  type CartGroup,
  type DiscountCheck,
  needsTimeBlock,
  type PackageType,
  RESERVATION_MINUTES,
  type TimeBlock,
} from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Link } from "@/components/link";
import { useMoney } from "@/features/catalog";
import { DiscountCodeField } from "@/features/discount-codes";
import { outcomeOfFailure } from "@/lib/api/idempotency-key";
import { useIdempotentSubmit } from "@/lib/api/use-idempotent-submit";
import { bilingual } from "@/lib/i18n/languages";
import { useRouter } from "@/lib/navigation/use-router";
import { paths } from "@/lib/paths";
import { AddressChoice } from "./address-choice";
import { CheckoutItems } from "./checkout-items";
import { placeOrder, type SendMethodInfo, useShippings, useWallet } from "./checkout-queries";
import { type CheckoutValues, checkoutFormSchema, toCheckoutBody } from "./checkout-schema";
import { CheckoutSection } from "./checkout-section";
import { CheckoutSummary } from "./checkout-summary";
import { earliestDeliveryDate, firstOpenDay, openWindows } from "./delivery-date";
import { DeliveryDateField } from "./delivery-date-field";
import { PaymentChoice } from "./payment-choice";
import { ShippingChoice, useDeliveryDaysText } from "./shipping-choice";
import { TimeBlockChoice } from "./time-block-choice";

/** The fields the API may name in its errors; the way to pay is checked as one choice here. */
/** A select never reads as read-only; controlClass greys `:read-only`, which selects match. */
const selectClass = controlClass.replace(/\bread-only:\S+/g, "");

const serverFields = [
  "address_id",
  "send_method",
  "delivery_date",
  "time_block_id",
  "package_type_id",
] as const;

export interface CheckoutReference {
  addresses: Address[];
  sendMethods: SendMethodInfo[];
  timeBlocks: TimeBlock[];
  packageTypes: PackageType[];
}

/** Checkout of one seller's group: where, how, when, in what, and how to pay. */
export function CheckoutForm({
  group,
  reference,
  initialAddressId,
}: {
  group: CartGroup;
  reference: CheckoutReference;
  initialAddressId: number | null;
}) {
  const t = useTranslations("commerce.checkout");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const router = useRouter();
  const daysText = useDeliveryDaysText();
  const { addresses, sendMethods, timeBlocks, packageTypes } = reference;

  const [today] = useState(() => earliestDeliveryDate().toString());
  const schema = useMemo(() => checkoutFormSchema(today), [today]);
  const startAddress =
    addresses.find((address) => address.id === initialAddressId) ??
    addresses.find((address) => address.is_default) ??
    addresses[0];
  const form = useZodForm(schema, {
    defaultValues: {
      address_id: startAddress?.id,
      package_type_id: packageTypes.length === 1 ? packageTypes[0]?.id : undefined,
    },
  });
  const { errors } = form.formState;
  const [addressId, sendMethod, payWith, deliveryDate, timeBlockId] = useWatch({
    control: form.control,
    name: ["address_id", "send_method", "pay_with", "delivery_date", "time_block_id"],
  });

  const shippings = useShippings(group.id, addressId ?? null);
  const options = shippings.data?.data;
  const chosen = options?.find((option) => option.send_method === sendMethod) ?? null;
  const shippingCost = chosen?.available ? chosen.cost_rials : null;
  // Only windows that start after now plus this method's lead time (and preparation days).
  const earliestStart = chosen?.available ? chosen.earliest_start : undefined;
  const windows = openWindows(timeBlocks, deliveryDate, earliestStart);
  const [discount, setDiscount] = useState<DiscountCheck | null>(null);
  const discountRials = discount?.discount_rials ?? 0;
  const total =
    shippingCost === null ? null : group.items_total_rials - discountRials + shippingCost;
  const wallet = useWallet();
  const balance = wallet.data?.data ?? null;

  // Another address may rule the chosen delivery out, and its cost may leave the wallet short.
  useEffect(() => {
    if (sendMethod && options && !chosen?.available) {
      form.setValue("send_method", undefined as never);
    }
  }, [sendMethod, options, chosen, form]);
  // A window chosen before the day or the method changed may be gone now.
  useEffect(() => {
    if (timeBlockId !== undefined && !windows.some((block) => block.id === timeBlockId)) {
      form.setValue("time_block_id", undefined);
    }
  }, [timeBlockId, windows, form]);
  useEffect(() => {
    if (payWith === "wallet" && balance && total !== null && balance.balance_rials < total) {
      form.setValue("pay_with", undefined as never);
    }
  }, [payWith, balance, total, form]);

  // One key per attempt, kept across re-renders: a double click or a retry is the same request.
  const { isSending, submitOnce } = useIdempotentSubmit();

  const submit = form.handleSubmit((values) =>
    submitOnce(async (keyFor) => {
      const body = {
        ...toCheckoutBody(group.id, values),
        ...(discount ? { discount_code: discount.code } : {}),
      };
      const { result, failure } = await placeOrder<CheckoutValues>({
        body,
        idempotencyKey: keyFor(body),
        fields: serverFields,
        setError: form.setError,
      });
      if (!result) return outcomeOfFailure(failure);
      // Still "sending" while the next page loads, so the order cannot be sent again from here.
      const gatewayPage = result.payment?.redirect_url;
      if (gatewayPage) window.location.assign(gatewayPage);
      else router.push(paths.order("customer", result.order.id));
      return "leaving";
    }),
  );

  const addHref = `/customer/addresses/add?return=${encodeURIComponent(
    `/customer/cart/checkout/${group.id}`,
  )}`;
  const payLabel =
    total === null
      ? t("submit")
      : payWith === "wallet"
        ? t("payFromWallet", { total: money.toman(total) })
        : t("pay", { total: money.toman(total) });

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-5 lg:grid-cols-3">
      <div className="flex flex-col gap-5 lg:col-span-2">
        <CheckoutItems group={group} />

        <CheckoutSection
          id="checkout-address"
          step={1}
          title={t("address.title")}
          action={
            addresses.length > 0 ? (
              <Link href={addHref} className="text-sm font-semibold text-primary-700 underline">
                {t("address.addNew")}
              </Link>
            ) : null
          }
        >
          <Controller
            control={form.control}
            name="address_id"
            render={({ field }) => (
              <AddressChoice
                addresses={addresses}
                value={field.value}
                onChange={field.onChange}
                error={errors.address_id?.message}
                addHref={addHref}
                labelledBy="checkout-address"
              />
            )}
          />
        </CheckoutSection>

        <CheckoutSection id="checkout-shipping" step={2} title={t("shipping.title")}>
          <Controller
            control={form.control}
            name="send_method"
            render={({ field }) => (
              <ShippingChoice
                hasAddress={addressId !== undefined}
                shipping={{
                  options,
                  isPending: shippings.isPending,
                  isError: shippings.isError,
                  refetch: () => void shippings.refetch(),
                }}
                sendMethods={sendMethods}
                value={field.value}
                onChange={field.onChange}
                error={errors.send_method?.message}
                labelledBy="checkout-shipping"
              />
            )}
          />
        </CheckoutSection>

        <CheckoutSection
          id="checkout-time"
          step={3}
          title={needsTimeBlock(sendMethod) ? t("time.title") : t("time.pickupTitle")}
        >
          <div className="flex flex-col gap-5">
            <Controller
              control={form.control}
              name="delivery_date"
              render={({ field }) => (
                <DeliveryDateField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.delivery_date?.message}
                  firstDay={
                    earliestStart
                      ? firstOpenDay(needsTimeBlock(sendMethod) ? timeBlocks : null, earliestStart)
                      : undefined
                  }
                  description={
                    chosen?.available
                      ? t("time.dateHint", { days: daysText(chosen.min_days, chosen.max_days) })
                      : undefined
                  }
                />
              )}
            />
            {/* A pickup is collected at the shop on its day: no delivery window to choose. */}
            {needsTimeBlock(sendMethod) ? (
              <div className="flex flex-col gap-1.5">
                <p id="checkout-time-block" className="text-sm font-semibold text-slate-800">
                  {t("time.blockLabel")}
                </p>
                <Controller
                  control={form.control}
                  name="time_block_id"
                  render={({ field }) => (
                    <TimeBlockChoice
                      blocks={windows}
                      noneLeftThatDay={timeBlocks.length > 0}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.time_block_id?.message}
                      labelledBy="checkout-time-block"
                    />
                  )}
                />
              </div>
            ) : null}
          </div>
        </CheckoutSection>

        <CheckoutSection id="checkout-packaging" step={4} title={t("packaging.title")}>
          <FormField
            id="checkout-package-type"
            label={t("packaging.label")}
            error={errors.package_type_id?.message}
          >
            {({ id, describedBy, isInvalid }) => (
              <select
                id={id}
                aria-invalid={isInvalid}
                aria-describedby={describedBy}
                className={`${selectClass} ${controlBorder(isInvalid)} appearance-auto`}
                {...form.register("package_type_id", {
                  setValueAs: (value: string) => (value === "" ? undefined : Number(value)),
                })}
              >
                <option value="">{t("packaging.choose")}</option>
                {packageTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {bilingual(type, language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </CheckoutSection>

        <CheckoutSection id="checkout-payment" step={5} title={t("payment.title")}>
          <Controller
            control={form.control}
            name="pay_with"
            render={({ field }) => (
              <PaymentChoice
                total={total}
                wallet={balance}
                walletFailed={wallet.isError}
                value={field.value}
                onChange={field.onChange}
                error={errors.pay_with?.message}
                labelledBy="checkout-payment"
              />
            )}
          />
        </CheckoutSection>
      </div>

      <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
        <CheckoutSummary
          itemsTotal={group.items_total_rials}
          shippingCost={shippingCost}
          discount={discount}
        >
          <DiscountCodeField cartId={group.id} applied={discount} onChange={setDiscount} />
          <button type="submit" disabled={isSending} className={`${primaryButton} w-full`}>
            {isSending ? t("sending") : payLabel}
          </button>
          {payWith && payWith !== "wallet" ? (
            <p className="text-sm text-slate-600">
              {t("reserved", { minutes: format.number(RESERVATION_MINUTES) })}
            </p>
          ) : null}
        </CheckoutSummary>
      </div>
    </form>
  );
}
