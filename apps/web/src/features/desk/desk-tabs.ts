/**
 * The status tabs of the desk's lists (reports, support): waiting ones first, the default,
 * then the others, then all. Shared by the pages (which read `?status=`) and the screens.
 */
export const deskStatusTabs = ["open", "answered", "closed", "all"] as const;
export type DeskStatusTab = (typeof deskStatusTabs)[number];

/** What the API gets for a tab: a status, or nothing for "all". */
export function deskStatusPayload(tab: DeskStatusTab): Record<string, string> {
  return tab === "all" ? {} : { status: tab };
}
