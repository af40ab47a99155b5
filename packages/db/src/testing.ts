/**
 * `@kesht/db/testing`: what tests need and the running app must not ship — single rows made
 * by factories, and a fresh migrated database per test file.
 */
export * as factories from "./factories";
export {
  openEmptyTestDatabase,
  openTestDatabase,
  prepareTestTemplates,
} from "./test-database";
