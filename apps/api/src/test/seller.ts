import type { SellerReviewStatus } from "@kesht/contracts";
import type { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import type { App } from "../app";
import { signIn } from "./sign-in";

/**
 * A signed-in seller with a shop, straight from the factories (registration is tested in the
 * sellers module; other modules only need a shop in a given review state). Approved unless
 * `reviewStatus` says otherwise.
 */
export async function signInSeller(
  app: App,
  options: {
    reviewStatus?: SellerReviewStatus;
    shop?: Partial<typeof schema.sellers.$inferInsert>;
  } = {},
) {
  const person = await signIn(app, { role: "seller" });
  const shop = await factories.createSeller(app.db, {
    ...options.shop,
    userId: person.user.id,
    reviewStatus: options.reviewStatus ?? "approved",
  });
  return { ...person, shop };
}
