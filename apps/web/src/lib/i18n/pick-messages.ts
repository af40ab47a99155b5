import type { AbstractIntlMessages } from "next-intl";

/**
 * The part of a catalogue under the given keys: a top-level namespace ("search") or a path
 * into one ("catalog.money"). Client components get only the texts they use, so a page's HTML
 * does not carry every text of the app (issue 15). A path missing from the catalogue is
 * skipped; next-intl then reports the missing text as it would without picking.
 */
export function pickMessages(
  messages: AbstractIntlMessages,
  paths: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    // Under a namespace listed whole already: the whole one is copied by reference, so
    // writing into it would change the catalogue itself.
    if (paths.some((other) => path.startsWith(`${other}.`))) continue;
    const keys = path.split(".");
    let source: AbstractIntlMessages | string | undefined = messages;
    for (const key of keys) {
      source = typeof source === "object" ? source[key] : undefined;
    }
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object") target[key] = {};
      target = target[key] as AbstractIntlMessages;
    }
    target[keys[keys.length - 1] as string] = source;
  }
  return picked;
}
