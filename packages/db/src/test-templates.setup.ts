import { prepareTestTemplates } from "./test-database";

/** Vitest global setup of the tiers that open test databases: one migrated template per run. */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplates();
}
