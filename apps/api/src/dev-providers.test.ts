import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import {
  devProvidersWarning,
  devRoutesOn,
  isLoopbackHost,
  refuseExposedDevProviders,
} from "./dev-providers";

/** Real providers everywhere: what a public site configures. */
const real = {
  SMS_PROVIDER: "kavenegar",
  KAVENEGAR_API_KEY: "key",
  PAYMENT_GATEWAYS: "zarinpal",
  ZARINPAL_MERCHANT_ID: "merchant",
  SEED_DEMO_DATA: "false",
};

describe("development providers on an address others can reach", () => {
  it("knows loopback addresses from the rest", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "kesht.example", "128.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("are fine on loopback, as `npm start` runs them", () => {
    const config = loadConfig({});
    expect(() => refuseExposedDevProviders(config)).not.toThrow();
    expect(devRoutesOn(config)).toBe(true);
    expect(devProvidersWarning(config)).toBe(
      "DEVELOPMENT PROVIDERS ON: SMS_PROVIDER=outbox, PAYMENT_GATEWAYS=sandbox,sandbox_aed, " +
        "SEED_DEMO_DATA=true, /api/v1/dev routes; not for a public site",
    );
  });

  it("are refused in one line when the API or the web app listens beyond loopback", () => {
    for (const env of [{ API_HOST: "0.0.0.0" }, { WEB_HOST: "0.0.0.0" }]) {
      const config = loadConfig(env);
      expect(() => refuseExposedDevProviders(config)).toThrow(ConfigError);
      try {
        refuseExposedDevProviders(config);
      } catch (error) {
        const message = (error as Error).message;
        expect(message.split("\n")).toHaveLength(1);
        expect(message).toContain("ALLOW_DEV_PROVIDERS=true");
        expect(message).toContain("SMS_PROVIDER=outbox");
      }
      expect(devRoutesOn(config)).toBe(false);
    }
    // Any single one is enough to refuse.
    expect(() =>
      refuseExposedDevProviders(
        loadConfig({ ...real, SEED_DEMO_DATA: "true", API_HOST: "0.0.0.0" }),
      ),
    ).toThrow(/SEED_DEMO_DATA=true/);
  });

  it("are allowed beyond loopback only when ALLOW_DEV_PROVIDERS says so", () => {
    const config = loadConfig({ API_HOST: "0.0.0.0", ALLOW_DEV_PROVIDERS: "true" });
    expect(() => refuseExposedDevProviders(config)).not.toThrow();
    expect(devRoutesOn(config)).toBe(true);
  });

  it("let a site with real providers listen anywhere, without the /dev routes", () => {
    const config = loadConfig({ ...real, API_HOST: "0.0.0.0" });
    expect(() => refuseExposedDevProviders(config)).not.toThrow();
    expect(devRoutesOn(config)).toBe(false);
    expect(devProvidersWarning(config)).toBeNull();
  });
});
