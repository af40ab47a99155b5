import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Whether this instance is on its way out; readiness reads it, shutdown sets it. */
export interface DrainState {
  readonly draining: boolean;
  /** From now on /readyz answers 503; requests are still served until the app closes. */
  start(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    drain: DrainState;
  }
}

export default fp(
  async function drain(app: FastifyInstance) {
    let draining = false;
    app.decorate<DrainState>("drain", {
      get draining() {
        return draining;
      },
      start() {
        draining = true;
      },
    });
    // While draining, every answer closes its connection: a kept-alive connection would hold
    // the server open after its last request, and the client's next request belongs elsewhere.
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (draining) reply.header("connection", "close");
      done(null, payload);
    });
    // Closing without a SIGTERM first (tests, a fatal error) is draining too.
    app.addHook("preClose", async () => {
      draining = true;
    });
  },
  { name: "drain" },
);

/**
 * The shutdown order a balancer needs: readiness goes false, the balancer's next check sees
 * it (`delayMs`), then the app closes — it stops accepting, tells event streams to reconnect
 * elsewhere (the hubs' preClose), and waits for in-flight requests.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.drain.start();
  app.log.info({ delayMs }, "draining: not ready, still serving");
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
