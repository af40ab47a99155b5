/** A list's URL at one page (page 1 is the list's own URL). */
export function pageHref(listHref: string, page: number): string {
  if (page <= 1) return listHref;
  return `${listHref}${listHref.includes("?") ? "&" : "?"}page=${page}`;
}
