import type { Bilingual, FilePurpose, Language, StoredFile } from "@kesht/contracts";
import { apiBaseUrl } from "@/lib/api/api-base-url";
import { errorTextsOf } from "@/lib/api/failure-texts";
import { reportFailure } from "@/lib/api/handle-outcome";
import { interpretOutcome } from "@/lib/api/interpret-outcome";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";
import type { RequestOutcome } from "@/lib/api/request-outcome";
import { useAppStore } from "@/lib/state/app-store";

export type UploadResult =
  | { ok: true; file: StoredFile }
  /** `message` is what the API (or the network) said, in both languages. */
  | { ok: false; message: Bilingual };

/** What a failed upload says when the API gave no reason (a lost session, which leads to /auth). */
const uploadFailedText: Bilingual = { en: "The upload failed.", fa: "بارگذاری انجام نشد." };

/**
 * Sends one file to POST /api/v1/files: multipart with `purpose` first, then `file`, so the
 * server knows the limits before the bytes arrive. The session cookie goes along (same origin).
 * A lost session goes to /auth like every other call; other failures come back as text for
 * the file's own row, not as toasts, so several failed files stay readable.
 */
export async function uploadFile(
  purpose: FilePurpose,
  file: File,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const body = new FormData();
  body.append("purpose", purpose);
  body.append("file", file, file.name);

  let outcome: RequestOutcome;
  try {
    const response = await fetch(`${apiBaseUrl()}/files`, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": useAppStore.getState().language.activeLanguage,
      },
      signal: signal ?? null,
    });
    outcome = { type: "response", status: response.status, body: await readJson(response) };
  } catch (error) {
    if (signal?.aborted) throw error;
    outcome = { type: "thrown", error };
  }

  const interpreted = interpretOutcome<StoredFile>(outcome, { method: "POST" });
  if (interpreted.ok) return { ok: true, file: interpreted.envelope.data };
  if (interpreted.failure.kind === "unauthorized") {
    reportFailure(interpreted.failure, defaultOutcomeEnv());
  }
  const textIn = (language: Language) =>
    errorTextsOf(interpreted.failure, language).join(" ") || uploadFailedText[language];
  return { ok: false, message: { en: textIn("en"), fa: textIn("fa") } };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}
