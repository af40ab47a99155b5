import type { Database } from "@kesht/db";
import { translateTitle } from "../catalog/translate/translate-title";
import * as repo from "./sellers.repo";

const latinLetter = /\p{Script=Latin}/u;
const persianLetter = /\p{Script=Arabic}/u;

/**
 * The shop's Latin name: the seller's own when given; the name itself when it is written in
 * Latin letters already (the translator would re-space "Farm 93g59" as "Farm 93 g59"); else the
 * translator's suggestion for the Persian name (what GET /translate-title offers the form),
 * else the Persian name itself when the translator finds no Latin word at all.
 */
export function latinStoreName(storeName: string, given: string | null): string {
  if (given) return given;
  if (!persianLetter.test(storeName)) return storeName;
  const suggested = translateTitle(storeName).title_en.trim();
  return latinLetter.test(suggested) ? suggested : storeName;
}

/**
 * Shops that came from before Latin names existed carry their Persian name there (migration
 * 0009): each gets the translator's suggestion once. A name with a Latin letter is left alone,
 * so running this at every start costs one query.
 */
export async function fillMissingLatinStoreNames(db: Database): Promise<number> {
  const shops = await repo.listShopsWithoutLatinName(db);
  let filled = 0;
  await db.transaction(async (tx) => {
    for (const shop of shops) {
      const name = latinStoreName(shop.storeName, null);
      if (!latinLetter.test(name)) continue;
      await repo.setLatinStoreName(tx, shop.userId, name);
      filled += 1;
    }
  });
  return filled;
}
