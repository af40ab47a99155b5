"use client";

import type { FilePurpose } from "@kesht/contracts";
import { useCallback, useState } from "react";
import { z } from "zod";
import { type StoredFileRef, storedFileRefSchema } from "@/features/uploads";

/**
 * What steps 2 and 3 have gathered, kept in this browser until the registration is sent, so a
 * reload (or coming back tomorrow) loses nothing. Step 1 lives on the server instead.
 * Per user, so two people sharing a device never see each other's draft.
 */
const registrationPurposes = [
  "logo",
  "store_image",
  "farm_image",
  "license",
  "farm_video",
] as const satisfies readonly FilePurpose[];
export type RegistrationPurpose = (typeof registrationPurposes)[number];

const draftSchema = z.object({
  version: z.literal(1),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  files: z.record(z.enum(registrationPurposes), z.array(storedFileRefSchema)),
});
export type RegistrationDraft = z.infer<typeof draftSchema>;

export const emptyDraft: RegistrationDraft = {
  version: 1,
  province_id: null,
  city_id: null,
  latitude: null,
  longitude: null,
  files: { logo: [], store_image: [], farm_image: [], license: [], farm_video: [] },
};

const storageKey = (userId: number) => `kesht-shop-registration:${userId}`;

export function readDraft(userId: number): RegistrationDraft {
  try {
    const saved = window.localStorage.getItem(storageKey(userId));
    if (!saved) return emptyDraft;
    const parsed = draftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? { ...emptyDraft, ...parsed.data } : emptyDraft;
  } catch {
    // Storage blocked or the saved text damaged: start afresh rather than fail the page.
    return emptyDraft;
  }
}

function writeDraft(userId: number, draft: RegistrationDraft): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives on in memory for this visit.
  }
}

export function clearDraft(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

export interface DraftHandle {
  draft: RegistrationDraft;
  update: (change: Partial<Omit<RegistrationDraft, "version" | "files">>) => void;
  setFiles: (purpose: RegistrationPurpose, refs: StoredFileRef[]) => void;
}

/** The draft of one user, read once on mount and written on every change. */
export function useRegistrationDraft(userId: number): DraftHandle {
  const [draft, setDraft] = useState(() => readDraft(userId));

  const commit = useCallback(
    (change: (current: RegistrationDraft) => RegistrationDraft) => {
      setDraft((current) => {
        const next = change(current);
        writeDraft(userId, next);
        return next;
      });
    },
    [userId],
  );

  const update = useCallback<DraftHandle["update"]>(
    (change) => commit((current) => ({ ...current, ...change })),
    [commit],
  );
  const setFiles = useCallback<DraftHandle["setFiles"]>(
    (purpose, refs) =>
      commit((current) => ({ ...current, files: { ...current.files, [purpose]: refs } })),
    [commit],
  );

  return { draft, update, setFiles };
}
