import {
  type CustomerProfile,
  type customerRegisterBodySchema,
  type customerUpdateBodySchema,
  fieldErrorsOf,
  type SessionUser,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { findPerson, type PersonRow, updatePerson } from "../auth/people.service";
import { registerRole } from "../auth/roles.service";
import { actInRole } from "../auth/session.service";
import * as repo from "./accounts.repo";

type RegisterInput = z.output<typeof customerRegisterBodySchema>;
type UpdateInput = z.output<typeof customerUpdateBodySchema>;

function toCustomerProfile(row: PersonRow): CustomerProfile {
  return {
    id: row.id,
    mobile: row.mobile,
    name: row.name,
    email: row.email,
    country_id: row.countryId,
    guild_degree_id: row.guildDegreeId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Registers the signed-in person as a customer, whatever else they already are (a shop's owner
 * may buy too), and the session then acts as the customer. The mobile number in the form
 * must be the one verified by the code: the form shows it, and accepting another would let
 * someone put a number they do not own on an account.
 */
export async function registerCustomer(
  db: Database,
  session: { sessionId: number; user: SessionUser },
  body: RegisterInput,
): Promise<SessionUser> {
  const { user } = session;
  if (body.mobile !== user.mobile) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ mobile: "mobile_not_yours" }),
    });
  }
  if (!(await repo.countryExists(db, body.country_id))) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ country_id: "country_required" }),
    });
  }
  return db.transaction(async (tx) => {
    // Conditional on the role being new, so two registrations racing cannot both win.
    if (
      !(await registerRole(tx, { userId: user.id, role: "customer", registration: "complete" }))
    ) {
      throw new AppError("already_registered");
    }
    const row = await updatePerson(tx, user.id, {
      name: body.name,
      email: body.email,
      countryId: body.country_id,
    });
    if (!row) throw new Error("the signed-in user vanished");
    return actInRole(tx, {
      sessionId: session.sessionId,
      user: { ...user, name: row.name, email: row.email },
      role: "customer",
    });
  });
}

export async function getCustomerProfile(db: Database, userId: number): Promise<CustomerProfile> {
  const row = await findPerson(db, userId);
  if (!row) throw new AppError("forbidden");
  return toCustomerProfile(row);
}

/** `guild_degree_id`: a number sets it, null clears it, absent leaves it as it is. */
export async function updateCustomerProfile(
  db: Database,
  userId: number,
  body: UpdateInput,
): Promise<CustomerProfile> {
  const guildDegreeId = body.guild_degree_id;
  if (typeof guildDegreeId === "number" && !(await repo.guildDegreeExists(db, guildDegreeId))) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ guild_degree_id: "invalid_choice" }),
    });
  }
  const row = await updatePerson(db, userId, {
    name: body.name,
    email: body.email,
    ...(guildDegreeId === undefined ? {} : { guildDegreeId }),
  });
  if (!row) throw new AppError("forbidden");
  return toCustomerProfile(row);
}

export async function listGuildDegrees(db: Database) {
  const rows = await repo.listGuildDegrees(db);
  return rows.map((row) => ({ id: row.id, title: row.titleFa, title_en: row.titleEn }));
}
