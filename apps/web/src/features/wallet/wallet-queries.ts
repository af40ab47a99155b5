"use client";

import {
  type CashRequest,
  type CashRequestBody,
  IDEMPOTENCY_HEADER,
  type Payment,
  type PaymentRequestBody,
  type Turnover,
  type Wallet,
} from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { type RequestFailure, useApiQuery } from "@/lib/api";
import { usePagedList } from "@/lib/api/use-paged-list";
import type { DateRange } from "./date-range";
import { apiPrefix, type WalletSide, walletCacheKey } from "./wallet-side";

/** Turnovers per page: a screenful or two on a phone. */
export const TURNOVERS_PER_PAGE = 30;

export function useWallet(side: WalletSide) {
  return useApiQuery<Wallet>({
    path: `${apiPrefix(side)}/wallet`,
    cacheKey: walletCacheKey(side),
  });
}

export function useCashRequests(side: WalletSide) {
  return useApiQuery<CashRequest[]>({
    path: `${apiPrefix(side)}/cash-request`,
    cacheKey: walletCacheKey(side),
  });
}

export function useTurnovers(side: WalletSide, range: DateRange) {
  return usePagedList<Turnover>({
    path: `${apiPrefix(side)}/turnovers`,
    payload: { from: range.from ?? undefined, to: range.to ?? undefined },
    cacheKey: walletCacheKey(side),
    perPage: TURNOVERS_PER_PAGE,
  });
}

interface IdempotentForm<B, F extends FieldValues> {
  side: WalletSide;
  body: B;
  /** One per attempt (see lib/api/idempotency-key). */
  idempotencyKey: string;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}

/**
 * `POST …/payment/request` for a wallet credit: the answer holds the gateway's page to send the
 * browser to. Field errors land on the form; the failure is returned to settle the key.
 */
export async function requestWalletCredit<F extends FieldValues>(
  options: IdempotentForm<PaymentRequestBody, F>,
): Promise<{ payment: Payment | null; failure: RequestFailure | undefined }> {
  let failure: RequestFailure | undefined;
  const envelope = await sendForm<Payment, F>({
    call: {
      method: "POST",
      path: `${apiPrefix(options.side)}/payment/request`,
      payload: options.body,
      headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
      label: "wallet credit",
      onFailure: (reason) => {
        failure = reason;
      },
    },
    fields: options.fields,
    setError: options.setError,
  });
  return { payment: envelope?.data ?? null, failure };
}

/** `POST …/cash-request`: the amount is held from the balance until an admin decides. */
export async function requestCashOut<F extends FieldValues>(
  options: IdempotentForm<CashRequestBody, F>,
): Promise<{ cashRequest: CashRequest | null; failure: RequestFailure | undefined }> {
  let failure: RequestFailure | undefined;
  const envelope = await sendForm<CashRequest, F>({
    call: {
      method: "POST",
      path: `${apiPrefix(options.side)}/cash-request`,
      payload: options.body,
      headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
      cacheKey: walletCacheKey(options.side),
      label: "cash-out request",
      onFailure: (reason) => {
        failure = reason;
      },
    },
    fields: options.fields,
    setError: options.setError,
  });
  return { cashRequest: envelope?.data ?? null, failure };
}
