"use client";

import {
  type SellerProfile,
  type SellerStep2Body,
  sellerStep2BodySchema,
  uploadRules,
  validationMessages,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { sendForm } from "@/components/form/send-form";
import { validationText } from "@/components/form/validation-text";
import { AlertIcon, BackArrowIcon, Spinner } from "@/components/icons";
import { Link } from "@/components/link";
import { SELLER_PROFILE_KEY } from "@/features/account";
import { syncSession } from "@/features/auth";
import { AltchaField } from "@/features/captcha";
import type { StoredFileRef } from "@/features/uploads";
import { UploadField, type UploadSlot, useUploadSlot } from "@/features/uploads";
import { useRouter } from "@/lib/navigation/use-router";
import {
  clearDraft,
  type RegistrationDraft,
  type RegistrationPurpose,
  useRegistrationDraft,
} from "./registration-draft";
import { RegistrationFrame } from "./registration-frame";
import { schemaErrors } from "./schema-errors";

/** The fields of the step-2 body this page fills; an API error for one shows on its field. */
const documentFields = [
  "logo_file_id",
  "store_image_ids",
  "license_file_id",
  "farm_image_ids",
  "farm_video_id",
  "altcha",
] as const satisfies readonly (keyof SellerStep2Body)[];
type DocumentField = (typeof documentFields)[number];

const fieldOfPurpose: Record<RegistrationPurpose, DocumentField> = {
  logo: "logo_file_id",
  store_image: "store_image_ids",
  license: "license_file_id",
  farm_image: "farm_image_ids",
  farm_video: "farm_video_id",
};

const locationFields = ["province_id", "city_id", "latitude", "longitude"];

/** Registration step 3 of 3: images, the licence, the farm video and "I'm not a robot". */
export function DocumentsStep() {
  return (
    <RegistrationFrame step={3} skeletonFields={5}>
      {(user) => <DocumentsForm userId={user.id} />}
    </RegistrationFrame>
  );
}

function useSlots(
  draft: RegistrationDraft,
  onFiles: (purpose: RegistrationPurpose, refs: StoredFileRef[]) => void,
) {
  const slot = (purpose: RegistrationPurpose, max: number) => ({
    purpose,
    max,
    initial: draft.files[purpose],
    onChange: (refs: StoredFileRef[]) => onFiles(purpose, refs),
  });
  return {
    logo: useUploadSlot(slot("logo", 1)),
    store_image: useUploadSlot(slot("store_image", uploadRules.maxImages)),
    license: useUploadSlot(slot("license", 1)),
    farm_image: useUploadSlot(slot("farm_image", uploadRules.maxImages)),
    farm_video: useUploadSlot(slot("farm_video", 1)),
  } satisfies Record<RegistrationPurpose, UploadSlot>;
}

function DocumentsForm({ userId }: { userId: number }) {
  const t = useTranslations("shop.register");
  const tLimits = useTranslations("shop.register.documents");
  const language = useLocale();
  const router = useRouter();
  const { draft, setFiles } = useRegistrationDraft(userId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Every finished upload is saved in the draft at once, and answers the field's message.
  const slots = useSlots(draft, (purpose, refs) => {
    setFiles(purpose, refs);
    setErrors(({ [fieldOfPurpose[purpose]]: _answered, ...rest }) => rest);
  });
  const [altcha, setAltcha] = useState<string | null>(null);
  const [altchaRound, setAltchaRound] = useState(0);
  const [notice, setNotice] = useState<"busy" | "failed" | null>(null);
  const [isSending, setIsSending] = useState(false);
  const inputs = useRef<Partial<Record<DocumentField, HTMLInputElement | null>>>({});
  const altchaRef = useRef<HTMLDivElement>(null);

  const hasLocation = draft.latitude !== null && draft.longitude !== null;
  const allSlots = Object.values(slots);

  function bodyOf(): Record<string, unknown> {
    return {
      province_id: draft.province_id ?? undefined,
      city_id: draft.city_id ?? undefined,
      latitude: draft.latitude ?? undefined,
      longitude: draft.longitude ?? undefined,
      logo_file_id: slots.logo.doneRefs[0]?.id,
      store_image_ids: slots.store_image.doneRefs.map((ref) => ref.id),
      license_file_id: slots.license.doneRefs[0]?.id,
      farm_image_ids: slots.farm_image.doneRefs.map((ref) => ref.id),
      farm_video_id: slots.farm_video.doneRefs[0]?.id ?? null,
      altcha: altcha ?? "",
    };
  }

  function showFirstError(found: Record<string, string>) {
    const first = documentFields.find((field) => found[field]);
    if (first === "altcha") altchaRef.current?.scrollIntoView({ block: "center" });
    else if (first) inputs.current[first]?.focus();
  }

  async function finish(event: React.FormEvent) {
    event.preventDefault();
    if (allSlots.some((slot) => slot.isBusy)) return setNotice("busy");
    if (allSlots.some((slot) => slot.hasFailed)) return setNotice("failed");
    setNotice(null);

    const body = bodyOf();
    const found = schemaErrors(sellerStep2BodySchema, body, language);
    setErrors(found ?? {});
    if (found) {
      if (locationFields.some((field) => found[field])) window.scrollTo({ top: 0 });
      else showFirstError(found);
      return;
    }

    setIsSending(true);
    const placed: Record<string, string> = {};
    const setError = ((field: string, error: { message?: string }) => {
      placed[field] = error.message ?? "";
    }) as UseFormSetError<SellerStep2Body>;
    const envelope = await sendForm<SellerProfile, SellerStep2Body>({
      call: {
        method: "POST",
        path: "/seller/register/step2",
        payload: body,
        cacheKey: SELLER_PROFILE_KEY,
      },
      fields: [...documentFields, ...locationFields] as (keyof SellerStep2Body)[],
      setError,
    });
    if (!envelope) {
      setIsSending(false);
      setErrors(placed);
      showFirstError(placed);
      // A solution is good for one try: the next one needs a fresh tick.
      setAltcha(null);
      setAltchaRound((round) => round + 1);
      return;
    }
    // The account is a shop now: sign the app in as one, then open the dashboard.
    await syncSession();
    clearDraft(userId);
    router.replace("/shop/home");
  }

  const fieldError = (field: DocumentField) => validationText(errors[field] || undefined, language);
  const locationMissing = !hasLocation || locationFields.some((field) => errors[field]);
  const mb = Math.round(uploadRules.imageMaxBytes / (1024 * 1024));
  const inputRef = (field: DocumentField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };
  const upload = (
    purpose: RegistrationPurpose,
    label: string,
    description: string,
    required = false,
  ) => (
    <UploadField
      slot={slots[purpose]}
      label={label}
      description={description}
      required={required}
      error={fieldError(fieldOfPurpose[purpose])}
      inputRef={inputRef(fieldOfPurpose[purpose])}
    />
  );

  return (
    <form noValidate onSubmit={finish} className="flex flex-col gap-6">
      {locationMissing ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
        >
          <AlertIcon className="size-6 shrink-0 text-amber-700" />
          <p className="flex-1 text-amber-900">{validationMessages.location_required[language]}</p>
          <Link href="/auth/register/shop/location" className={secondaryButton}>
            {t("documents.toLocation")}
          </Link>
        </div>
      ) : null}
      <p className="text-slate-600">{t("documents.intro")}</p>

      <section aria-labelledby="documents-shop" className="flex flex-col gap-4">
        <h2 id="documents-shop" className="text-lg font-bold text-slate-900">
          {t("documents.shopHeading")}
        </h2>
        {upload("logo", t("documents.logo"), tLimits("logoLimits", { mb }), true)}
        {upload(
          "store_image",
          t("documents.storeImages"),
          tLimits("imagesLimits", { max: uploadRules.maxImages, mb }),
        )}
      </section>

      <section aria-labelledby="documents-licence" className="flex flex-col gap-4">
        <h2 id="documents-licence" className="text-lg font-bold text-slate-900">
          {t("documents.licenceHeading")}
        </h2>
        {upload("license", t("documents.licence"), tLimits("licenceLimits", { mb }), true)}
      </section>

      <section aria-labelledby="documents-farm" className="flex flex-col gap-4">
        <h2 id="documents-farm" className="text-lg font-bold text-slate-900">
          {t("documents.farmHeading")}
        </h2>
        {upload(
          "farm_image",
          t("documents.farmImages"),
          tLimits("imagesLimits", { max: uploadRules.maxImages, mb }),
        )}
        {upload(
          "farm_video",
          t("documents.farmVideo"),
          tLimits("videoLimits", {
            seconds: uploadRules.videoMaxSeconds,
            mb: Math.round(uploadRules.videoMaxBytes / (1024 * 1024)),
          }),
        )}
      </section>

      <section ref={altchaRef} aria-labelledby="documents-robot" className="flex flex-col gap-3">
        <h2 id="documents-robot" className="text-lg font-bold text-slate-900">
          {t("documents.robotHeading")}
        </h2>
        <AltchaField
          key={altchaRound}
          onChange={(payload) => {
            setAltcha(payload);
            if (payload) setErrors(({ altcha: _solved, ...rest }) => rest);
          }}
          error={fieldError("altcha")}
        />
      </section>

      {notice ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t(`documents.${notice}`)}
        </p>
      ) : null}

      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link href="/auth/register/shop/location" className={secondaryButton}>
          <BackArrowIcon className="size-5" />
          {t("back")}
        </Link>
        <button type="submit" disabled={isSending} className={primaryButton}>
          {isSending ? <Spinner /> : null}
          {t("finish")}
        </button>
      </div>
    </form>
  );
}
