"use client";

import type { Bilingual, FilePurpose } from "@kesht/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  checkFile,
  type FileKind,
  type FileProblem,
  isVideoTooLong,
  kindOfPurpose,
} from "./file-checks";
import { type StoredFileRef, toStoredFileRef } from "./stored-file-ref";
import { uploadFile } from "./upload-file";
import { readVideoDuration } from "./video-duration";

export type UploadItemState =
  | { status: "uploading" }
  | { status: "done"; ref: StoredFileRef }
  | { status: "failed"; message: Bilingual };

export interface UploadItem {
  key: string;
  name: string;
  kind: FileKind;
  /** The chosen file, kept so a failed upload can be tried again; null for earlier uploads. */
  file: File | null;
  /** An object URL of the local file, shown while it uploads (images and videos). */
  localUrl: string | null;
  state: UploadItemState;
}

export interface UploadSlot {
  purpose: FilePurpose;
  kind: FileKind;
  max: number;
  /** Holds one file, which a newly chosen one replaces. */
  single: boolean;
  items: UploadItem[];
  /** Why files of the last selection were left out, one entry per reason. */
  problems: FileProblem[];
  /** Files are being checked (type, duration) before they upload. */
  isChecking: boolean;
  isBusy: boolean;
  hasFailed: boolean;
  doneRefs: StoredFileRef[];
  add(files: readonly File[]): Promise<void>;
  remove(key: string): void;
  retry(key: string): void;
  /** Drops finished items by file id (e.g. once the server has them in the profile). */
  forget(ids: readonly string[]): void;
}

interface UploadSlotOptions {
  purpose: FilePurpose;
  /** How many files the field takes; 1 makes it a single-file field unless `single` says no. */
  max: number;
  single?: boolean;
  /** Files uploaded earlier (from the saved draft). Read once, on mount. */
  initial?: readonly StoredFileRef[];
  /** Called with the finished uploads whenever that list changes. */
  onChange?: (refs: StoredFileRef[]) => void;
}

let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

function fromRef(ref: StoredFileRef): UploadItem {
  return {
    key: newKey(),
    name: ref.name,
    kind: ref.kind,
    file: null,
    localUrl: null,
    state: { status: "done", ref },
  };
}

/**
 * One file field's uploads: each chosen file is checked in the browser (type by its bytes,
 * size, a video's duration) and then uploaded at once, with its own progress, failure and
 * retry. A field that holds one file replaces it when another is chosen.
 */
export function useUploadSlot({
  purpose,
  max,
  single = max === 1,
  initial = [],
  onChange,
}: UploadSlotOptions): UploadSlot {
  const kind = kindOfPurpose[purpose];
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.slice(0, single ? 1 : max).map(fromRef),
  );
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const settle = (state: UploadItemState) =>
        setItems((current) =>
          current.map((item) => (item.key === key ? { ...item, state } : item)),
        );
      settle({ status: "uploading" });
      uploadFile(purpose, file, controller.signal)
        .then((result) => {
          settle(
            result.ok
              ? { status: "done", ref: toStoredFileRef(result.file, file.name) }
              : { status: "failed", message: result.message },
          );
        })
        .catch(() => {
          // Aborted: the item was removed or the page left; nothing to show.
        })
        .finally(() => controllers.current.delete(key));
    },
    [purpose],
  );

  const discard = useCallback((item: UploadItem) => {
    controllers.current.get(item.key)?.abort();
    if (item.localUrl) URL.revokeObjectURL(item.localUrl);
  }, []);

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const found = new Set<FileProblem>();
      const replacing = single;
      const room = replacing ? 1 : max - itemsRef.current.length;
      if (files.length > room) found.add("too_many_images");
      setIsChecking(true);
      const accepted: File[] = [];
      try {
        for (const file of files.slice(0, Math.max(room, 0))) {
          const problem = await checkFile(purpose, file);
          if (problem) {
            found.add(problem);
            continue;
          }
          if (kind === "video" && isVideoTooLong(await readVideoDuration(file))) {
            found.add("video_too_long");
            continue;
          }
          accepted.push(file);
        }
      } finally {
        setIsChecking(false);
      }
      setProblems([...found]);
      if (accepted.length === 0) return;

      const added = accepted.map<UploadItem>((file) => ({
        key: newKey(),
        name: file.name,
        kind,
        file,
        localUrl: kind === "pdf" ? null : URL.createObjectURL(file),
        state: { status: "uploading" },
      }));
      if (replacing) for (const item of itemsRef.current) discard(item);
      setItems((current) => (replacing ? added : [...current, ...added]));
      for (const item of added) if (item.file) upload(item.key, item.file);
    },
    [discard, kind, max, purpose, single, upload],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (item) discard(item);
      setItems((current) => current.filter((candidate) => candidate.key !== key));
      setProblems([]);
    },
    [discard],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (item?.file && item.state.status === "failed") upload(key, item.file);
    },
    [upload],
  );

  const forget = useCallback(
    (ids: readonly string[]) => {
      const gone = itemsRef.current.filter(
        (item) => item.state.status === "done" && ids.includes(item.state.ref.id),
      );
      for (const item of gone) discard(item);
      setItems((current) => current.filter((item) => !gone.includes(item)));
    },
    [discard],
  );

  // Object URLs and uploads in flight end with the page.
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      for (const item of itemsRef.current) if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    };
  }, []);

  const doneRefs = items.flatMap((item) => (item.state.status === "done" ? [item.state.ref] : []));
  const doneSignature = doneRefs.map((ref) => ref.id).join(",");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastSignature = useRef(doneSignature);
  const doneRefsRef = useRef(doneRefs);
  doneRefsRef.current = doneRefs;
  useEffect(() => {
    if (doneSignature === lastSignature.current) return;
    lastSignature.current = doneSignature;
    onChangeRef.current?.(doneRefsRef.current);
  }, [doneSignature]);

  return {
    purpose,
    kind,
    max,
    single,
    items,
    problems,
    isChecking,
    isBusy: isChecking || items.some((item) => item.state.status === "uploading"),
    hasFailed: items.some((item) => item.state.status === "failed"),
    doneRefs,
    add,
    remove,
    retry,
    forget,
  };
}
