// Empties Next's data cache (the API answers server components fetched) before a build.
// Next keeps it in .next/cache across builds, but a new build may expect answers of a new
// shape (a field added to a contract): an answer kept from the previous build would fail the
// new build's check of the API's answers until it expired. Pages built by the new build fetch
// afresh instead.
import { rmSync } from "node:fs";

rmSync(new URL("../.next/cache/fetch-cache", import.meta.url), { recursive: true, force: true });
