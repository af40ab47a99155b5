"use client";

import type { CartGroup, ProductDetail } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { toast } from "@/components/feedback/toast";
import { CartIcon } from "@/components/icons";
import { lazyIsland } from "@/components/lazy-island";
import { Link } from "@/components/link";
import {
  rememberReturnPath,
  shellRoleOf,
  signInPathReturningTo,
  syncSession,
  useAccountRole,
} from "@/features/auth";
import { ANY_AMOUNT, useUnitName } from "@/features/catalog";
import { useNumberText } from "@/lib/i18n/number-text";
import { useRouter } from "@/lib/navigation/use-router";
import { loadAppStore } from "@/lib/state/client-view";
import { addToCart } from "./cart-changes";
import { countInCart } from "./cart-totals";
import { CountStepper } from "./count-stepper";
import { clampCount, countStep, maxCount } from "./count-steps";
import { lineName } from "./line-name";
import { rememberPendingAdd, takePendingAdd } from "./pending-add";
import { useFractionalUnits } from "./stock-units";

/** The open cart's reader, loaded for a signed-in customer only (cart-reader.tsx). */
const LazyCartReader = lazyIsland(() => import("./cart-reader").then((m) => m.CartReader));

/** The product, with the stock and unit of the pack or size being bought (`variant_id`). */
export type AddToCartProduct = Pick<
  ProductDetail,
  "id" | "name" | "latin_name" | "stock" | "stock_type" | "is_active"
> & { variant_id?: number };

/**
 * "Add to cart" on a product page: an amount within the stock (half kilograms where the unit
 * allows) and the button. A signed-out visitor is sent to sign in and brought back to the
 * product; shops and admins do not buy, so they see nothing.
 */
export function AddToCart({ product }: { product: AddToCartProduct }) {
  // Seen from the storefront, where the shell draws the session's own role.
  const role = useAccountRole();
  if (role === "seller" || role === "admin") return null;
  return <AddToCartForm product={product} isSignedIn={role === "customer"} />;
}

function AddToCartForm({
  product,
  isSignedIn,
}: {
  product: AddToCartProduct;
  isSignedIn: boolean;
}) {
  const t = useTranslations("commerce.addToCart");
  const numbers = useNumberText();
  const language = useLocale();
  const router = useRouter();
  const allowsFraction = useFractionalUnits();
  const [cartGroups, setCartGroups] = useState<readonly CartGroup[] | undefined>(undefined);
  const [wanted, setWanted] = useState(1);
  const [isAdding, setAdding] = useState(false);

  const step = countStep(allowsFraction(product.stock_type.id));
  const unitName = useUnitName();
  const inCart = isSignedIn ? countInCart(cartGroups, product.id, product.variant_id) : 0;
  // What may still be added: the stock less what this cart already holds.
  const room = maxCount(product.stock - inCart, step);
  const count = clampCount(wanted, step, room);
  const amount = (value: number) => numbers.decimal(value, { maximumFractionDigits: 1 });

  // Back from signing in: the amount asked for before is added now.
  const putLatest = useRef(put);
  putLatest.current = put;
  useEffect(() => {
    if (!isSignedIn) return;
    const pending = takePendingAdd(product.id);
    if (pending !== null) void putLatest.current(pending);
  }, [isSignedIn, product.id]);

  if (!product.is_active || maxCount(product.stock, step) === 0) {
    return (
      <p className="rounded-xl bg-slate-100 p-3 font-semibold text-slate-700">
        {product.is_active ? t("outOfStock") : t("unavailable")}
      </p>
    );
  }

  async function add() {
    if (!isSignedIn) {
      const role = await roleFromServer();
      const here = `${window.location.pathname}${window.location.search}`;
      // Kept for when they are back as a customer: what they asked for is then in the cart.
      rememberPendingAdd(product.id, count);
      if (role === "newcomer") {
        // Signed in without a customer account yet: sign up, then back here.
        rememberReturnPath(here);
        router.push("/auth/register/customer");
        return;
      }
      if (role !== "customer") {
        router.push(signInPathReturningTo(here));
        return;
      }
    }
    await put(count);
  }

  async function put(added: number) {
    setAdding(true);
    const envelope = await addToCart(product.id, added, product.variant_id);
    setAdding(false);
    if (!envelope) return;
    setWanted(step);
    toast.success(
      t("added", {
        amount: amount(added),
        unit: unitName(product.stock_type, added),
        name: lineName(product, language),
      }),
      {
        id: `cart-added-${product.id}`,
        action: { label: t("viewCart"), onClick: () => router.push("/customer/cart") },
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {isSignedIn ? <LazyCartReader onGroups={setCartGroups} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <CountStepper
          value={count === 0 ? step : count}
          onChange={setWanted}
          step={step}
          max={room}
          label={t("amountLabel", { unit: unitName(product.stock_type, ANY_AMOUNT) })}
          unit={unitName(product.stock_type, count === 0 ? step : count)}
          isDisabled={room === 0 || isAdding}
        />
        <button
          type="button"
          onClick={add}
          disabled={room === 0 || isAdding}
          className={`${primaryButton} grow sm:grow-0`}
        >
          <CartIcon className="size-5" />
          {isAdding ? t("adding") : t("add")}
        </button>
      </div>
      {inCart > 0 ? (
        <p className="text-sm text-slate-700">
          {room === 0
            ? t("allInCart", { amount: amount(inCart), unit: unitName(product.stock_type, inCart) })
            : t("inCart", {
                amount: amount(inCart),
                unit: unitName(product.stock_type, inCart),
              })}{" "}
          <Link href="/customer/cart" className="font-semibold text-primary-700 underline">
            {t("viewCart")}
          </Link>
        </p>
      ) : null}
      {isSignedIn ? null : <p className="text-sm text-slate-600">{t("signInHint")}</p>}
    </div>
  );
}

/**
 * The saved state can lag behind the server (signed in moments ago, or in another tab): ask
 * the server before sending someone who is signed in to the sign-in page.
 */
async function roleFromServer() {
  await syncSession();
  const { auth, userInfo } = (await loadAppStore()).getState();
  return shellRoleOf(auth.isLogin, auth.accountType, userInfo);
}
