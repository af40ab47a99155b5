import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ShopProfile } from "@/features/account/shop-profile";
import { NotificationsLink } from "@/features/notifications/notifications-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.shopProfile");
  return { title: t("title") };
}

/** The seller's Profile tab: the shop's details, read-only, and the links to change them. */
export default async function ShopProfilePage() {
  const t = await getTranslations("accounts.shopProfile");
  const reviews = await getTranslations("reviews");
  const statement = await getTranslations("invoices.statement");
  const discounts = await getTranslations("discounts");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <NotificationsLink reader="seller" />
      <Link
        href="/shop/profile/reviews"
        className="mb-4 flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:bg-slate-50"
      >
        {reviews("sellerTitle")}
        <span aria-hidden="true" className="rtl:-scale-x-100">
          →
        </span>
      </Link>
      <Link
        href="/shop/profile/statement"
        className="mb-4 flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:bg-slate-50"
        data-testid="statement-link"
      >
        {statement("title")}
        <span aria-hidden="true" className="rtl:-scale-x-100">
          →
        </span>
      </Link>
      <Link
        href="/shop/profile/discount-codes"
        className="mb-4 flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:bg-slate-50"
        data-testid="discount-codes-link"
      >
        {discounts("profileLink")}
        <span aria-hidden="true" className="rtl:-scale-x-100">
          →
        </span>
      </Link>
      <ShopProfile />
    </PageContainer>
  );
}
