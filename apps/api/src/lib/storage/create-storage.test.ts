import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createStorage, LocalStorage } from "./index";
import { S3Storage } from "./s3-storage";

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("storage and captcha settings", () => {
  it("keeps uploads on the local disk under DATA_DIR by default", async () => {
    const config = loadConfig({ DATA_DIR: "/srv/kesht" });
    expect(config.STORAGE).toBe("local");
    expect(await createStorage(config)).toBeInstanceOf(LocalStorage);
    expect(path.join(config.dataDir, "uploads")).toBe("/srv/kesht/uploads");
  });

  it("uses S3 when asked, with a bucket", async () => {
    const config = loadConfig({
      STORAGE: "s3",
      S3_BUCKET: "kesht",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
    expect(await createStorage(config)).toBeInstanceOf(S3Storage);
  });

  it("refuses S3 without a bucket, and half a key pair", () => {
    expect(configError({ STORAGE: "s3" })).toContain("S3_BUCKET: is required when STORAGE=s3");
    expect(configError({ S3_ACCESS_KEY_ID: "key" })).toContain(
      "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  });

  it("requires the captcha key in production, and a long one", () => {
    expect(configError({ NODE_ENV: "production" })).toContain(
      "ALTCHA_HMAC_KEY: is required in production",
    );
    expect(configError({ ALTCHA_HMAC_KEY: "short" })).toContain(
      "ALTCHA_HMAC_KEY: must be at least 32 characters",
    );
    expect(loadConfig({ ALTCHA_HMAC_KEY: "k".repeat(32) }).ALTCHA_HMAC_KEY).toHaveLength(32);
  });
});
