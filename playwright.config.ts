import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built
 * app, started on its own ports with a fresh data directory.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const dataDir = ".data-e2e";
/** A fake Nominatim server (apps/api/src/lib/geocoder) for place search: no internet here. */
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? apiPort + 1000);
/**
 * Made admins by the API at start. The first is shared by every spec that needs an admin
 * through the API (one signed-in session, see e2e/catalog-helpers.ts); the second signs in
 * through the admin door in admin.spec.ts, so the two never meet the 60 s resend cooldown.
 */
const adminMobile = "09120000001";
const doorAdminMobile = "09120000002";
process.env.E2E_ADMIN_MOBILE ??= adminMobile;
process.env.E2E_DOOR_ADMIN_MOBILE ??= doorAdminMobile;

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A walk through several server-rendered pages takes 20-30 s on a busy two-core machine:
  // 60 s leaves room without letting a stuck test hold a worker for long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // A trace only when a failed test is retried (CI): recording one (its screencast above
    // all) costs Chromium over a third of a page-heavy spec's CPU, for traces a passing test
    // throws away. The whole walk on two cores: 295 s of CPU with a trace kept on failure,
    // 222 s without its screenshots, 182 s with none. A failure also leaves a screenshot and
    // error-context.md (the page's ARIA snapshot); rerun a spec with `--trace on` to see more.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node_modules/.bin/tsx apps/api/src/lib/geocoder/fake-nominatim.main.ts",
      url: `http://127.0.0.1:${geocoderPort}/status`,
      env: { FAKE_GEOCODER_PORT: String(geocoderPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `http://127.0.0.1:${webPort}/api/v1/health`,
      env: {
        WEB_PORT: String(webPort),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "100000",
        // Every test signs in from 127.0.0.1; the per-IP daily cap would stop the suite.
        OTP_DAILY_SENDS_PER_IP: "100000",
        // The run may start at night, Tehran time, when texts wait for morning; the quiet
        // hours have their own tests with a fixed clock.
        SMS_QUIET_HOURS: "off",
        ADMIN_MOBILE: `${adminMobile},${doorAdminMobile}`,
        // No internet: the map draws its offline grid, and places come from the fake geocoder.
        MAP_TILE_URL: "none",
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
        GEOCODER_MIN_INTERVAL_MS: "0",
        // `npm run typecheck` checks the web's types; the build here need not check them again.
        KESHT_BUILD_SKIP_TYPECHECK: "1",
      },
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
