"use client";

import type {
  Bilingual,
  DriverJob,
  DriverLoadingRequest,
  LoadQuestionBody,
  PickupBody,
  ProposalBody,
} from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { DRIVER_SHIPPING_KEY } from "./shipping-queries";

/*
 * The driver's side of freight for perishables (docs/decisions/036-freight.md): questions on a
 * load before bidding, bids that may be refused for arriving late, and the pickup record at
 * loading. Field errors land on the form.
 */

interface FormCall<F extends FieldValues> {
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}

/** `POST /driver/loading-requests/:id/questions`: a driver asks before bidding. */
export async function askQuestion<F extends FieldValues>(
  options: FormCall<F> & { requestId: number; body: LoadQuestionBody },
) {
  const envelope = await sendForm<unknown, F>({
    call: {
      method: "POST",
      path: `/driver/loading-requests/${options.requestId}/questions`,
      payload: { ...options.body },
      cacheKey: DRIVER_SHIPPING_KEY,
      label: "ask load question",
    },
    fields: options.fields,
    setError: options.setError,
  });
  return envelope !== null;
}

/**
 * Sends (or renews) the driver's bid. A refusal that belongs to no field — the load would
 * arrive after its arrive-by time (422 `bid_arrives_late`) — goes to `onRefused` in both
 * languages, for the form to say beside its button.
 */
export async function sendBid<F extends FieldValues>(
  options: FormCall<F> & {
    requestId: number;
    body: ProposalBody;
    onRefused: (messages: Bilingual) => void;
  },
) {
  const envelope = await sendForm<DriverLoadingRequest, F>({
    call: {
      method: "PUT",
      path: `/driver/loading-requests/${options.requestId}/proposal`,
      payload: { ...options.body },
      cacheKey: DRIVER_SHIPPING_KEY,
      label: "proposal",
      onFailure: (failure) => {
        const fieldErrors = Object.keys(failure.envelope?.errors.en ?? {});
        const isOnAField = fieldErrors.some((field) =>
          (options.fields as readonly string[]).includes(field),
        );
        if (failure.status === 422 && failure.envelope && !isOnAField) {
          options.onRefused(failure.envelope.messages);
        }
      },
    },
    fields: options.fields,
    setError: options.setError,
  });
  return envelope?.data ?? null;
}

/** `POST /driver/jobs/:gid/pickup`: what the driver counted and weighed, photos and place. */
export async function recordPickup<F extends FieldValues>(
  options: FormCall<F> & { groupId: number; body: PickupBody },
) {
  const envelope = await sendForm<DriverJob, F>({
    call: {
      method: "POST",
      path: `/driver/jobs/${options.groupId}/pickup`,
      payload: { ...options.body },
      cacheKey: DRIVER_SHIPPING_KEY,
      label: "record pickup",
    },
    fields: options.fields,
    setError: options.setError,
  });
  return envelope !== null;
}
