import path from "node:path";
import type { Config } from "../../config";
import { LocalStorage } from "./local-storage";
import type { Storage } from "./storage";

export { LocalStorage } from "./local-storage";
export * from "./storage";

/**
 * The store the configuration asks for (`loadConfig` has already checked S3's settings).
 * The S3 client is loaded only when used: it is large, and warns at load on older Node.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === "s3") {
    if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE=s3");
    const { S3Storage } = await import("./s3-storage");
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalStorage(path.join(config.dataDir, "uploads"));
}
