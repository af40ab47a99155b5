import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built
 * app, started on its own ports with a fresh data directory.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const dataDir = ".data-e2e";
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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: "retain-on-failure",
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
  webServer: {
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
      ADMIN_MOBILE: `${adminMobile},${doorAdminMobile}`,
    },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
