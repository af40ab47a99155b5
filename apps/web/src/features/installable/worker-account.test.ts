import { describe, expect, it } from "vitest";
import { mayUseServiceWorker, sameWorkerAccount, workerAccountOf } from "./worker-account";

const driver = {
  id: 7,
  mobile: "09120000007",
  role: "driver",
  name: "Reza",
  email: null,
  registration: "complete",
  roles: [{ role: "driver", registration: "complete" }],
};

describe("workerAccountOf", () => {
  it("names the signed-in person by id and role, and nobody when signed out", () => {
    const auth = { isLogin: true, accountType: "customer" as const, fcmToken: null };
    expect(workerAccountOf({ auth, userInfo: driver })).toEqual({ id: 7, role: "driver" });
    expect(workerAccountOf({ auth: { ...auth, isLogin: false }, userInfo: driver })).toBeNull();
    expect(workerAccountOf({ auth, userInfo: { id: "x" } })).toBeNull();
  });

  it("tells one account from another", () => {
    expect(sameWorkerAccount({ id: 7, role: "driver" }, { id: 7, role: "driver" })).toBe(true);
    expect(sameWorkerAccount({ id: 7, role: "driver" }, { id: 7, role: "customer" })).toBe(false);
    expect(sameWorkerAccount({ id: 7, role: "driver" }, null)).toBe(false);
    expect(sameWorkerAccount(null, null)).toBe(true);
  });
});

describe("mayUseServiceWorker", () => {
  const navigatorWith = { serviceWorker: {} } as unknown as Navigator;
  it("runs only in a production build, in a secure context, where the browser has workers", () => {
    expect(
      mayUseServiceWorker("production", { isSecureContext: true, navigator: navigatorWith }),
    ).toBe(true);
    expect(
      mayUseServiceWorker("development", { isSecureContext: true, navigator: navigatorWith }),
    ).toBe(false);
    expect(
      mayUseServiceWorker("production", { isSecureContext: false, navigator: navigatorWith }),
    ).toBe(false);
    expect(
      mayUseServiceWorker("production", { isSecureContext: true, navigator: {} as Navigator }),
    ).toBe(false);
  });
});
