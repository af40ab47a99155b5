import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // Type parameters must match the library's declaration to merge with it.
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * The column's name as text: the header of a phone card's line, and the sort menu's
     * option. Defaults to the column's header when that is a string.
     */
    label?: string;
    /** Numbers and money read better aligned to the end of the cell. */
    numeric?: boolean;
  }
}
