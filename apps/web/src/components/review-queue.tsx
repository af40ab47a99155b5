"use client";

import type { Envelope } from "@kesht/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CheckBadgeIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";

interface ReviewQueueProps<T> {
  queue: UseQueryResult<Envelope<T[]>, unknown>;
  /** Said when nobody is waiting: the admin is done. */
  empty: { title: string; text: string };
  /** "3 shops are waiting", from the number waiting. */
  count: (waiting: number) => string;
  children: (item: T) => ReactNode;
}

/**
 * An admin's queue of people waiting for review (shops, drivers): loading, failed, done, or
 * the list with how many are waiting.
 */
export function ReviewQueue<T extends { id: number }>({
  queue,
  empty,
  count,
  children,
}: ReviewQueueProps<T>) {
  if (queue.isError) return <LoadFailed onRetry={() => void queue.refetch()} />;
  if (!queue.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  const list = queue.data.data;
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <CheckBadgeIcon className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{empty.title}</p>
        <p className="text-slate-600">{empty.text}</p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-slate-600">{count(list.length)}</p>
      <ul className="flex flex-col gap-4">
        {list.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}
