/** The `?status=` of a page with StatusTabs: one of `values`, else the first (the default). */
export function readStatusParam<V extends string>(
  value: string | string[] | undefined,
  values: readonly [V, ...V[]],
): V {
  const text = Array.isArray(value) ? value[0] : value;
  return values.find((option) => option === text) ?? values[0];
}
