"use client";

/**
 * DataTable: the one list of the admin console, on TanStack Table, with the API doing the
 * paging, sorting and filtering, and the page's URL keeping all three.
 *
 * How a page uses it:
 *
 *   const columns: ColumnDef<AdminPerson>[] = [
 *     { id: "name", header: t("name"), enableSorting: true,
 *       cell: ({ row }) => <Link href={`/admin/people/${row.original.id}`}>{row.original.name}</Link> },
 *     { id: "created_at", header: t("joined"), enableSorting: true,
 *       cell: ({ row }) => formatDateTime(row.original.created_at, language) },
 *   ];
 *   <DataTable
 *     caption={t("title")}                     // the table's accessible name
 *     path="/admin/people" cacheKey="admin-people"
 *     columns={columns} getRowId={(person) => String(person.id)}
 *     defaultSort={{ sort: "created_at", order: "desc" }}
 *     filters={[{ kind: "search", id: "q", label: t("search") },
 *               { kind: "select", id: "role", label: t("role"), options }]}
 *     emptyText={t("empty")}
 *   />
 *
 * - The endpoint answers `pageOf(item)` (items, page, per_page, has_more) to the query
 *   `{ page, per_page, sort, order, ...filters }`; contracts' `tableQueryShape` builds its schema.
 * - Only columns with `enableSorting: true` sort, by their `id` (the API's `sort` value).
 * - `fixedPayload` adds query values the URL does not hold (e.g. a tab's status);
 *   `toolbar` adds buttons beside the filters (e.g. a CSV export, which can read the same
 *   filters with `useTableState`).
 * - Cells format their own values (money, dates, digits) with the i18n helpers; the table
 *   renders numbers of its own (page numbers) in the page's digits.
 * - On a phone each row becomes a card of "label: value" lines (the column's header, or
 *   `meta.label` when the header is not text); a sort menu stands in for the headers.
 * - Invalidate `cacheKey` after a change to refetch the rows.
 */

import type { TableSortOrder } from "@kesht/contracts";
import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useCallback, useMemo } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { useApiQuery } from "@/lib/api";
import type { ListPage } from "@/lib/api/use-paged-list";
import "./column-meta";
import { type DataTableFilter, filterIdsOf, TableFilters } from "./table-filters";
import { TablePager } from "./table-pager";
import {
  readTableState,
  type TableDefaults,
  type TableState,
  tablePayload,
  writeTableState,
} from "./table-params";

export type { DataTableFilter } from "./table-filters";

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  path: string;
  cacheKey: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column type mixes value types.
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  defaultSort: { sort: string; order: TableSortOrder };
  filters?: readonly DataTableFilter[];
  fixedPayload?: Record<string, string>;
  perPage?: number;
  /** Shown when the list is empty without filters; with filters a "nothing matches" text is. */
  emptyText: string;
  toolbar?: ReactNode;
  /** Prefixes the table's `page`, `sort` and `order` in the URL when a page shows two tables. */
  paramPrefix?: string;
}

const noFilters: readonly DataTableFilter[] = [];

/** The table's state as the URL holds it; for a page's own use (an export link, a title). */
export function useTableState(
  defaultSort: DataTableProps<unknown>["defaultSort"],
  filters: readonly DataTableFilter[] = noFilters,
  paramPrefix?: string,
) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const defaults: TableDefaults = useMemo(
    () => ({ ...defaultSort, filterIds: filterIdsOf(filters), prefix: paramPrefix }),
    [defaultSort, filters, paramPrefix],
  );
  const state = readTableState(params, defaults);
  const setState = useCallback(
    (next: TableState) => {
      const search = writeTableState(new URLSearchParams(params.toString()), next, defaults);
      router.replace(`${pathname}${search}`, { scroll: false });
    },
    [params, defaults, router, pathname],
  );
  return { state, setState };
}

export function DataTable<T>({
  caption,
  path,
  cacheKey,
  columns,
  getRowId,
  defaultSort,
  filters = noFilters,
  fixedPayload,
  perPage = 20,
  emptyText,
  toolbar,
  paramPrefix,
}: DataTableProps<T>) {
  const t = useTranslations("dataTable");
  const { state, setState } = useTableState(defaultSort, filters, paramPrefix);
  const sorts = columns.some((column) => column.enableSorting);
  const list = useApiQuery<ListPage<T>>({
    path,
    payload: { ...tablePayload(state, perPage, sorts), ...fixedPayload },
    cacheKey,
  });
  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];

  const table = useReactTable({
    data: list.data?.data.items ?? [],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (!first) return;
      setState({ ...state, page: 1, sort: first.id, order: first.desc ? "desc" : "asc" });
    },
  });

  const changeFilters = (changes: Record<string, string | undefined>) => {
    const merged: Record<string, string> = { ...state.filters };
    for (const [id, value] of Object.entries(changes)) {
      if (value) merged[id] = value;
      else delete merged[id];
    }
    setState({ ...state, page: 1, filters: merged });
  };
  const filtered = Object.keys(state.filters).length > 0;
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const headerGroups = table.getHeaderGroups();

  let body: ReactNode;
  if (list.isError) {
    body = (
      <tr>
        <td colSpan={columns.length} className="p-4">
          <LoadFailed onRetry={() => void list.refetch()} />
        </td>
      </tr>
    );
  } else if (!list.data) {
    body = Array.from({ length: 4 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
      <tr key={index} className={rowClass}>
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id} className={cellClass}>
            <Skeleton className="h-5 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (table.getRowModel().rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="p-8 text-center">
          <p className="font-semibold text-slate-800">{filtered ? t("noMatch") : emptyText}</p>
          {filtered ? (
            <button
              type="button"
              onClick={() => setState({ ...state, page: 1, filters: {} })}
              className="mt-3 inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {t("clearFilters")}
            </button>
          ) : null}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} className={rowClass}>
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            data-label={labelOf(cell.column)}
            className={`${cellClass} ${cell.column.columnDef.meta?.numeric ? "md:text-end" : ""}`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <section aria-label={caption} className="flex flex-col gap-4">
      {filters.length > 0 || toolbar || sortable.length > 0 ? (
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <TableFilters filters={filters} values={state.filters} onChange={changeFilters} />
          <div className="flex flex-wrap items-end gap-3">
            {sortable.length > 0 ? (
              <PhoneSortMenu
                columns={sortable}
                state={state}
                onChange={(sort, order) => setState({ ...state, page: 1, sort, order })}
              />
            ) : null}
            {toolbar}
          </div>
        </div>
      ) : null}
      <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
        <table
          aria-busy={!list.data && !list.isError}
          className="w-full border-separate border-spacing-0 text-start max-md:block"
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="max-md:sr-only">
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : undefined
                      }
                      className={`border-b border-slate-200 bg-slate-50 px-4 py-3 text-start text-sm font-semibold whitespace-nowrap text-slate-600 first:rounded-ss-2xl last:rounded-se-2xl ${header.column.columnDef.meta?.numeric ? "text-end" : ""}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-9 items-center gap-1 rounded-md hover:text-slate-900 focus-visible:ring-3 focus-visible:ring-primary-200 focus-visible:outline-none"
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true" className="text-xs">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">{body}</tbody>
        </table>
      </div>
      {list.data && (state.page > 1 || list.data.data.has_more) ? (
        <TablePager
          page={state.page}
          hasMore={list.data.data.has_more}
          onPage={(page) => setState({ ...state, page })}
        />
      ) : null}
    </section>
  );
}

/**
 * Desktop: a row of the table. Phone: a card whose cells are lines, each led by its column's
 * label (`data-label`), so one markup serves both and screen readers keep the table.
 */
const rowClass =
  "max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm md:[&:last-child>td]:border-b-0";
const cellClass =
  "border-b border-slate-100 px-4 py-3 align-middle text-slate-900 max-md:flex max-md:flex-wrap max-md:items-baseline max-md:justify-between max-md:gap-x-3 max-md:border-0 max-md:p-0 max-md:before:text-sm max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]";

function labelOf<T>(column: Column<T, unknown>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : "");
}

/** Phones have no column headers to click; this menu sorts instead. */
function PhoneSortMenu<T>({
  columns,
  state,
  onChange,
}: {
  columns: Column<T, unknown>[];
  state: TableState;
  onChange: (sort: string, order: TableSortOrder) => void;
}) {
  const t = useTranslations("dataTable");
  return (
    <label className="flex flex-col gap-1.5 md:hidden">
      <span className="text-sm font-semibold text-slate-800">{t("sortBy")}</span>
      <select
        value={`${state.sort}:${state.order}`}
        onChange={(event) => {
          const [sort = state.sort, order] = event.target.value.split(":");
          onChange(sort, order === "asc" ? "asc" : "desc");
        }}
        className="block min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
      >
        {columns.flatMap((column) =>
          (["desc", "asc"] as const).map((order) => (
            <option key={`${column.id}:${order}`} value={`${column.id}:${order}`}>
              {t(order === "asc" ? "ascending" : "descending", { column: labelOf(column) })}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
