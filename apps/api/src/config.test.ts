import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has a default for every setting", () => {
    const config = loadConfig({}, "1.2.3");
    expect(config).toMatchObject({
      NODE_ENV: "development",
      API_HOST: "127.0.0.1",
      API_PORT: 4000,
      WEB_ORIGIN: ["http://localhost:3000", "http://127.0.0.1:3000"],
      SEED_DEMO_DATA: true,
      version: "1.2.3",
    });
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty variable as not set", () => {
    expect(loadConfig({ DATABASE_URL: "", API_PORT: "" }).API_PORT).toBe(4000);
  });

  it("reads the environment", () => {
    const config = loadConfig({
      API_PORT: "4100",
      DATABASE_URL: "postgres://kesht@db:5432/kesht",
      WEB_ORIGIN: "https://kesht.example, https://www.kesht.example",
      SEED_DEMO_DATA: "false",
    });
    expect(config.API_PORT).toBe(4100);
    expect(config.DATABASE_URL).toBe("postgres://kesht@db:5432/kesht");
    expect(config.WEB_ORIGIN).toEqual(["https://kesht.example", "https://www.kesht.example"]);
    expect(config.SEED_DEMO_DATA).toBe(false);
  });

  it("reads one or several admin numbers, in any digits", () => {
    expect(loadConfig({}).ADMIN_MOBILE).toEqual([]);
    expect(loadConfig({ ADMIN_MOBILE: "09120000001, ۰۹۱۲۰۰۰۰۰۰۲" }).ADMIN_MOBILE).toEqual([
      "09120000001",
      "09120000002",
    ]);
    expect(() => loadConfig({ ADMIN_MOBILE: "09120000001,12345" })).toThrow(ConfigError);
  });

  it("reads the web servers to revalidate, and wants the shared secret with them", () => {
    const secret = "s".repeat(32);
    const config = loadConfig({
      WEB_REVALIDATE_URLS: "http://10.0.0.5:3000, http://10.0.0.6:3000",
      REVALIDATE_SECRET: secret,
    });
    expect(config.WEB_REVALIDATE_URLS).toEqual(["http://10.0.0.5:3000", "http://10.0.0.6:3000"]);
    expect(loadConfig({}).WEB_REVALIDATE_URLS).toEqual([]);
    expect(() => loadConfig({ WEB_REVALIDATE_URLS: "http://10.0.0.5:3000" })).toThrow(
      /REVALIDATE_SECRET/,
    );
    expect(() =>
      loadConfig({ WEB_REVALIDATE_URLS: "ftp://10.0.0.5", REVALIDATE_SECRET: secret }),
    ).toThrow(ConfigError);
  });

  it("names every bad setting in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("API_PORT");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("LOG_LEVEL");
  });
});
