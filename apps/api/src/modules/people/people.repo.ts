import type { Role } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";

/*
 * The admin console's read model of people: a person with their roles, shop and driver
 * standing. Read-only: people are changed by the auth, sellers and drivers modules.
 */
const { users, userRoles, sellers, drivers, orders } = schema;

export interface PeopleFilter {
  /** Already normalised: Latin digits, trimmed. */
  text?: string;
  role?: Role;
  status?: "active" | "blocked";
  sort: "created_at" | "name";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/** `%` and `_` typed into the search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function textMatch(text: string): SQL | undefined {
  const like = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, "");
  return or(
    ilike(users.name, like),
    ilike(sellers.storeName, like),
    ilike(sellers.storeNameEn, like),
    // Mobiles are kept as 09xxxxxxxxx: "+98912…" and "912…" find them too.
    digits.length >= 3
      ? sql`${users.mobile} like ${`%${digits.replace(/^(0098|98)/, "")}%`}`
      : undefined,
    digits.length === 10 ? eq(sellers.nationalCode, digits) : undefined,
    digits.length === 10 ? eq(drivers.nationalCode, digits) : undefined,
  );
}

const rolesOf = sql<Role[] | string>`coalesce(
  (select json_agg(r.role order by r.role) from user_roles r where r.user_id = ${users.id}),
  '[]'::json)`;

export async function searchPeople(db: Database, filter: PeopleFilter) {
  const direction = filter.order === "asc" ? asc : desc;
  const sortColumn = filter.sort === "name" ? users.name : users.createdAt;
  return db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      roles: rolesOf,
      storeName: sellers.storeName,
      blockedAt: users.blockedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(
      and(
        filter.text ? textMatch(filter.text) : undefined,
        filter.role
          ? exists(
              db
                .select({ one: sql`1` })
                .from(userRoles)
                .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, filter.role))),
            )
          : undefined,
        filter.status === "blocked" ? isNotNull(users.blockedAt) : undefined,
        filter.status === "active" ? isNull(users.blockedAt) : undefined,
      ),
    )
    .orderBy(direction(sortColumn), direction(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findPersonStanding(db: Database, userId: number) {
  const [row] = await db
    .select({
      user: users,
      shop: {
        storeName: sellers.storeName,
        reviewStatus: sellers.reviewStatus,
        nationalCode: sellers.nationalCode,
        reason: sellers.rejectionReason,
      },
      driver: {
        reviewStatus: drivers.reviewStatus,
        nationalCode: drivers.nationalCode,
        reason: drivers.rejectionReason,
      },
    })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export function listRoles(db: Database, userId: number) {
  return db
    .select({ role: userRoles.role, registration: userRoles.registration })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
}

/** The orders a person placed or their shop received, newest first. */
export function recentOrders(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalRials: orders.totalRials,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(or(eq(orders.customerId, userId), eq(orders.sellerId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export function parseRoles(value: Role[] | string): Role[] {
  return typeof value === "string" ? (JSON.parse(value) as Role[]) : value;
}
