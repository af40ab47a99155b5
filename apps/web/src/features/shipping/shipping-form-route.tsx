import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readOrderId } from "@/lib/paths";

/** The shop's shipping forms: asking drivers to carry it, or carrying it itself. */
type FormTitle = "title" | "selfTitle";

export async function shippingFormMetadata(title: FormTitle): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t(`form.${title}`) };
}

/**
 * A shop's shipping form on its own page, for the order or the group in its address: the
 * title, the way back, then the form; 404 for an address whose id is not one.
 */
export async function ShippingFormRoute({
  id,
  title,
  fallbackHref,
  form,
}: {
  /** The id as the address has it. */
  id: string;
  title: FormTitle;
  fallbackHref: string;
  form: (id: number) => ReactNode;
}) {
  const targetId = readOrderId(id);
  if (targetId === null) notFound();
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t(`form.${title}`)} fallbackHref={fallbackHref} />
      {form(targetId)}
    </PageContainer>
  );
}
