// @vitest-environment node
import { describe, expect, it } from "vitest";
import { currentRequestScope, outsideRequestScope, runInRequestScope } from "./request-scope";

describe("request scope", () => {
  it("follows the request's async work, and not work run outside it", async () => {
    const scope = {
      clientAddress: "203.0.113.7",
      rateLimitedFor: null,
      apiUnavailableFor: null,
      requestId: "test",
    };
    expect(currentRequestScope()).toBeNull();
    await runInRequestScope(scope, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestScope()).toBe(scope);
      const shared = outsideRequestScope(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return currentRequestScope();
      });
      expect(await shared).toBeNull();
      expect(currentRequestScope()).toBe(scope);
    });
  });
});
