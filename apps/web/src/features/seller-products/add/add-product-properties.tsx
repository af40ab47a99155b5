"use client";

import {
  type Category,
  type ProductBodyParsed,
  productBodySchema,
  tomanToRials,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { toast } from "@/components/feedback/toast";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { BackArrowIcon, Spinner, SproutIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useMoney } from "@/features/catalog";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { useRouter } from "@/lib/navigation/use-router";
import { paths } from "@/lib/paths";
import {
  clearProductDraft,
  type ProductDraft,
  readProductDraft,
  writeProductDraft,
} from "../product-draft";
import { fieldsOf, payloadOf } from "../product-form-values";
import { useCategories, useCategoryProperties } from "../product-queries";
import { focusFirstProperty, PropertyFields } from "../properties/property-fields";
import { propertyInputs, propertyProblems } from "../property-values";
import { sendProduct } from "../send-product";
import { useSignedInUserId } from "../use-signed-in-user-id";

export const ADD_DETAILS_PATH = "/shop/products/add";

/** /shop/products/add/properties, step 2 of 2: the category's properties, then the product is added. */
export function AddProductProperties() {
  const userId = useSignedInUserId();
  if (userId === undefined) return <FormSkeleton fields={4} />;
  return <PropertiesStep userId={userId ?? 0} />;
}

/** The body step 1 left in the draft, or null when there is none or it is not complete. */
function bodyOfDraft(draft: ProductDraft | null): ProductBodyParsed | null {
  if (!draft) return null;
  const parsed = productBodySchema.safeParse({
    ...fieldsOf(draft.values),
    image_ids: draft.images.map((image) => image.id),
  });
  return parsed.success ? parsed.data : null;
}

function PropertiesStep({ userId }: { userId: number }) {
  const t = useTranslations("sellerProducts.add");
  const router = useRouter();
  const [draft] = useState(() => readProductDraft(userId));
  const [body] = useState(() => bodyOfDraft(draft));

  // Someone who opens this step directly (or whose draft was sent) starts at step 1.
  useEffect(() => {
    if (!body) router.replace(ADD_DETAILS_PATH);
  }, [body, router]);

  if (!draft || !body) {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-4 text-slate-600">
          {t("draftMissing")}
        </p>
        <FormSkeleton fields={3} />
      </div>
    );
  }
  return <PropertiesForm userId={userId} draft={draft} body={body} />;
}

interface PropertiesFormProps {
  userId: number;
  draft: ProductDraft;
  body: ProductBodyParsed;
}

function PropertiesForm({ userId, draft, body }: PropertiesFormProps) {
  const t = useTranslations("sellerProducts.add");
  const router = useRouter();
  const properties = useCategoryProperties(body.category_id, body.subcategory_id ?? null);
  const categories = useCategories();
  const [values, setValues] = useState(draft.properties);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSending, setIsSending] = useState(false);

  if (properties.isError) return <LoadFailed onRetry={() => void properties.refetch()} />;
  if (!properties.data) return <FormSkeleton fields={4} />;
  const list = properties.data.data;
  const category = categories.data?.data.find((row) => row.id === body.category_id) ?? null;

  function change(propertyId: number, value: string) {
    const next = { ...values, [String(propertyId)]: value };
    setValues(next);
    writeProductDraft(userId, { ...draft, properties: next });
    if (isSubmitted) setErrors(propertyProblems(list, next));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (isSending) return;
    setIsSubmitted(true);
    const problems = propertyProblems(list, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstProperty(list, problems);
      return;
    }
    setIsSending(true);
    const result = await sendProduct({
      method: "POST",
      path: "/seller/products",
      payload: payloadOf({ ...body, properties: propertyInputs(list, values) }),
      properties: list,
    });
    setIsSending(false);
    if (!result.product) {
      setErrors(result.propertyErrors);
      focusFirstProperty(list, result.propertyErrors);
      return;
    }
    // The draft has become a product; nothing is left to come back to.
    clearProductDraft(userId);
    if (!result.serverSaidSo) toast.success(t("added"), { id: "product-added" });
    router.replace(paths.shopProduct(result.product.id));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <DraftSummary draft={draft} body={body} category={category} />

      <section aria-labelledby="add-properties" className="flex flex-col gap-5">
        <h2 id="add-properties" className="text-lg font-bold text-slate-900">
          {t("propertiesHeading")}
        </h2>
        {list.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
            {t("noProperties")}
          </p>
        ) : (
          <>
            <p className="text-slate-600">{t("propertiesIntro")}</p>
            <PropertyFields
              idPrefix="add"
              properties={list}
              values={values}
              errors={errors}
              onChange={change}
            />
          </>
        )}
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
        <Link href={ADD_DETAILS_PATH} className={secondaryButton}>
          <BackArrowIcon className="size-5" />
          {t("back")}
        </Link>
        <button type="submit" disabled={isSending} className={primaryButton}>
          {isSending ? <Spinner /> : null}
          {t("submit")}
        </button>
      </div>
    </form>
  );
}

/** What step 1 holds, so the seller knows which product these answers are for. */
function DraftSummary({
  draft,
  body,
  category,
}: {
  draft: ProductDraft;
  body: ProductBodyParsed;
  category: Category | null;
}) {
  const t = useTranslations("sellerProducts.add");
  const language = useLocale();
  const money = useMoney();
  const cover = draft.images[0];
  // Several packs are summed up by the cheapest, as a card shows them.
  const packs = body.variants ?? [];
  const cheapest = Math.min(...packs.map((pack) => pack.price_toman));
  const price = money.toman(tomanToRials(Number.isFinite(cheapest) ? cheapest : 0));
  const priceLine = packs.length > 1 ? t("fromPrice", { price }) : price;
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="relative inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-emerald-50 text-emerald-700">
        {cover ? (
          // biome-ignore lint/performance/noImgElement: an already-resized WebP rendition from our API.
          <img src={cover.previewUrl} alt="" className="size-full object-cover" />
        ) : (
          <SproutIcon className="size-8" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate font-bold text-slate-900">
          <bdi>{body.name}</bdi>
        </p>
        <p className="text-sm text-slate-600">
          {category ? `${bilingual(category, language)}${separatorsOf(language).inline}` : ""}
          {priceLine}
        </p>
      </div>
      <Link
        href={ADD_DETAILS_PATH}
        className="inline-flex min-h-11 shrink-0 items-center px-2 text-sm font-semibold text-primary-700 underline"
      >
        {t("changeDetails")}
      </Link>
    </div>
  );
}
