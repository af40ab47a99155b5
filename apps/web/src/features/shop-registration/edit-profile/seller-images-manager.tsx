"use client";

import { type SellerProfile, type StoredFile, uploadRules } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadFailed } from "@/components/feedback/load-failed";
import { TrashIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { SELLER_PROFILE_KEY, useSellerProfile } from "@/features/account";
import {
  type StoredFileRef,
  toStoredFileRef,
  UploadField,
  useUploadSlot,
} from "@/features/uploads";
import { getQueryClient, request } from "@/lib/api";
import { queryKeyOf } from "@/lib/api/cache-policy";

type ImageKind = "store" | "farm";

const profileQueryKey = queryKeyOf({ path: "/seller/profile", cacheKey: SELLER_PROFILE_KEY });

/** Shows the server's answer at once; the request layer refetches the profile behind it. */
function showProfile(envelope: { data: SellerProfile }) {
  getQueryClient().setQueryData(profileQueryKey, envelope);
}

/** /shop/profile/edit-profile/images: the shop's and the farm's images, up to five of each. */
export function SellerImagesManager() {
  const profile = useSellerProfile();
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <div className="flex flex-col gap-8" aria-hidden="true">
        {[0, 1].map((section) => (
          <div key={section} className="flex flex-col gap-3">
            <Skeleton className="h-6 w-40" />
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
              {[0, 1, 2].map((tile) => (
                <Skeleton key={tile} className="aspect-square" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }
  const { store_images, farm_images } = profile.data.data;
  return (
    <div className="flex flex-col gap-10">
      <ImageKindSection kind="store" images={store_images} />
      <ImageKindSection kind="farm" images={farm_images} />
    </div>
  );
}

function ImageKindSection({ kind, images }: { kind: ImageKind; images: StoredFile[] }) {
  const t = useTranslations("shop.images");
  const format = useFormatter();
  const headingId = `images-${kind}`;
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [unattached, setUnattached] = useState<string[]>([]);
  const sent = useRef(new Set<string>());

  const slot = useUploadSlot({
    purpose: kind === "store" ? "store_image" : "farm_image",
    max: Math.max(uploadRules.maxImages - images.length, 0),
    single: false,
    onChange: (refs) => void attach(refs),
  });

  /** Finished uploads join the shop's images (POST /seller/upload-images), once each. */
  async function attach(refs: StoredFileRef[]) {
    const ids = refs.map((ref) => ref.id).filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    const envelope = await request<SellerProfile>({
      method: "POST",
      path: "/seller/upload-images",
      payload: { kind, file_ids: ids },
      cacheKey: SELLER_PROFILE_KEY,
    });
    if (envelope) {
      showProfile(envelope);
      slot.forget(ids);
      setUnattached((current) => current.filter((id) => !ids.includes(id)));
    } else {
      for (const id of ids) sent.current.delete(id);
      setUnattached((current) => [...new Set([...current, ...ids])]);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    const envelope = await request<SellerProfile>({
      method: "DELETE",
      path: "/seller/images",
      payload: { file_id: toDelete.id },
      cacheKey: SELLER_PROFILE_KEY,
    });
    setIsDeleting(false);
    if (envelope) showProfile(envelope);
    setToDelete(null);
  }

  const total = images.length + slot.items.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t(`${kind}.heading`)}
        </h2>
        <span className="text-sm text-slate-500">
          {t("count", { count: format.number(total), max: format.number(uploadRules.maxImages) })}
        </span>
      </div>

      {images.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t(`${kind}.empty`)}
        </p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3">
          {images.map((image, index) => {
            const ref = toStoredFileRef(image, "");
            const name = t(`${kind}.imageName`, { number: format.number(index + 1) });
            return (
              <li key={image.id} className="relative">
                {/* biome-ignore lint/performance/noImgElement: an already-resized WebP rendition from our API. */}
                <img
                  src={ref.previewUrl}
                  alt={name}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  onClick={() => setToDelete(image)}
                  aria-label={t("delete", { name })}
                  className="absolute end-0 top-0 inline-flex size-11 items-center justify-center"
                >
                  <span className="inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-red-700 shadow">
                    <TrashIcon className="size-5" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <UploadField
        slot={slot}
        label={t(`${kind}.add`)}
        description={t("limits", {
          max: format.number(uploadRules.maxImages),
          mb: format.number(uploadRules.imageMaxBytes / (1024 * 1024)),
        })}
        showTag={false}
      />
      {unattached.length > 0 ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-red-900"
        >
          <span className="flex-1">{t("attachFailed")}</span>
          <button
            type="button"
            onClick={() => void attach(slot.doneRefs)}
            className="min-h-11 rounded-full border border-red-300 bg-white px-4 font-semibold"
          >
            {t("attachRetry")}
          </button>
        </div>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={t("confirmTitle")}
        text={t("confirmText")}
        confirmLabel={t("confirmYes")}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        isPending={isDeleting}
      />
    </section>
  );
}
