/** A thread id from a route segment: digits only, within the database's integer range. */
export function threadIdOf(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
