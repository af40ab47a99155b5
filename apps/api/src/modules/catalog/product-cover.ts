import { schema } from "@kesht/db";
import { asc, type SQL, type SQLWrapper, sql } from "drizzle-orm";

const { productImages } = schema;

/*
 * Which image is a product's cover: its first by position. The one rule for the statements
 * that show covers, the storefront's (a batch of products, products.repo) and those that carry
 * a cover beside other rows (an order's lines, in the statement that reads or writes them).
 */

/** The cover comes first among a product's images. */
export const coverFirst: SQL = asc(productImages.position);

/** The id of the cover file of `productId` (a column or value), or null when it has none. */
export function coverFileIdOf(productId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${productImages.fileId} from ${productImages}
    where ${productImages.productId} = ${productId} order by ${coverFirst} limit 1)`;
}
