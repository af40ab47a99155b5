import {
  type AdminPerson,
  type AdminPersonRow,
  type adminPeopleQuerySchema,
  toAsciiDigits,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { listPersonSessions } from "../auth/session.service";
import { walletsOfPerson } from "../wallet/wallet.service";
import * as repo from "./people.repo";

type PeopleQuery = z.output<typeof adminPeopleQuerySchema>;

/** `GET /admin/people`: a page of people, found by name, shop, mobile in any digits, code. */
export async function listPeople(db: Database, query: PeopleQuery) {
  const rows = await repo.searchPeople(db, {
    text: query.q ? toAsciiDigits(query.q).trim() : undefined,
    role: query.role,
    status: query.status,
    sort: query.sort,
    order: query.order,
    limit: query.per_page + 1,
    offset: (query.page - 1) * query.per_page,
  });
  const items: AdminPersonRow[] = rows.slice(0, query.per_page).map((row) => ({
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    roles: repo.parseRoles(row.roles),
    store_name: row.storeName,
    blocked_at: row.blockedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
  return {
    items,
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}

/** `GET /admin/people/:uid`: the person, their roles' standing, orders, wallets, sessions. */
export async function getPerson(db: Database, userId: number): Promise<AdminPerson> {
  const found = await repo.findPersonStanding(db, userId);
  if (!found) throw new AppError("person_not_found");
  const roles = await repo.listRoles(db, userId);
  const [orders, wallets, sessions] = await Promise.all([
    repo.recentOrders(db, userId, 20),
    walletsOfPerson(
      db,
      userId,
      roles.map((held) => held.role),
    ),
    listPersonSessions(db, userId),
  ]);
  const { user, shop, driver } = found;
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    roles: roles as AdminPerson["roles"],
    blocked_at: user.blockedAt?.toISOString() ?? null,
    blocked_reason: user.blockedReason,
    created_at: user.createdAt.toISOString(),
    shop: shop?.reviewStatus
      ? {
          store_name: shop.storeName ?? "",
          review_status: shop.reviewStatus,
          national_code: shop.nationalCode ?? "",
          reason: shop.reason ?? null,
        }
      : null,
    driver: driver?.reviewStatus
      ? {
          review_status: driver.reviewStatus,
          national_code: driver.nationalCode ?? "",
          reason: driver.reason ?? null,
        }
      : null,
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      total_rials: order.totalRials,
      created_at: order.createdAt.toISOString(),
    })),
    wallets,
    sessions: sessions.map((session) => ({
      id: session.id,
      role: session.role,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: session.revokedAt?.toISOString() ?? null,
      user_agent: session.userAgent,
      ip: session.ip,
    })),
  };
}
