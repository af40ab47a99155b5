import { ConfigError, loadConfig } from "../config";

/** The least a production configuration needs besides what a test is about: real SMS, secrets. */
export const productionEnv = {
  NODE_ENV: "production",
  OTP_SECRET: "o".repeat(40),
  SMS_PROVIDER: "kavenegar",
  KAVENEGAR_API_KEY: "key",
  ALTCHA_HMAC_KEY: "a".repeat(40),
};

/** What loading `env` refuses, as the one message the API stops with ("" when it loads). */
export function configProblems(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
}
