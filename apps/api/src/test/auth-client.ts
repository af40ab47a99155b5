import type { LoginDoor } from "@kesht/contracts";
import type { TestApp } from "./app";

/** Request helpers shared by the auth module's integration tests. */
export function authClient(t: TestApp) {
  const origin = t.app.sessionSettings.webOrigins[0] ?? "";

  return {
    sendCode(mobile: string, options: { door?: LoginDoor; ip?: string } = {}) {
      return t.app.inject({
        method: "POST",
        url: `/api/v1/${options.door ?? "customer"}/login/code/send`,
        payload: { mobile },
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      });
    },

    login(
      mobile: string,
      code: string,
      options: { door?: LoginDoor; headers?: Record<string, string> } = {},
    ) {
      return t.app.inject({
        method: "POST",
        url: `/api/v1/${options.door ?? "customer"}/login`,
        payload: { mobile, code },
        headers: { origin, ...options.headers },
      });
    },

    /** The code in the newest text the outbox kept for the number, as a person would read it. */
    async latestCode(mobile: string): Promise<string> {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/v1/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
      });
      const [newest] = response.json().data as { text: string }[];
      const code = newest && /Kesht code: (\d{6})/.exec(newest.text)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${mobile}`);
      return code;
    },

    /** Sends a code and reads it back: the first half of every sign-in. */
    async freshCode(mobile: string, options: { door?: LoginDoor; ip?: string } = {}) {
      const sent = await this.sendCode(mobile, options);
      if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
      return this.latestCode(mobile);
    },

    /** The `name=value` of a cookie the response sets. */
    cookieFrom(response: { cookies: { name: string; value: string }[] }, name: string) {
      const cookie = response.cookies.find((item) => item.name === name);
      return cookie ? `${cookie.name}=${cookie.value}` : null;
    },

    origin,
  };
}

/** A wrong code that differs from `code` in every digit. */
export function wrongCode(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");
}
