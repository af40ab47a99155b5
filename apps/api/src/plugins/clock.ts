import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What time it is: the system's clock, or a test's fixed one. */
export type Clock = () => Date;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * "Now" for rules that depend on the hour (which delivery windows are still ahead). Routes
     * ask it rather than `new Date()`, so a test can set the hour without faking timers.
     */
    clock: Clock;
  }
}

export const systemClock: Clock = () => new Date();

export default fp(
  async function clock(app: FastifyInstance, options: { clock?: Clock }) {
    app.decorate("clock", options.clock ?? systemClock);
  },
  { name: "clock" },
);
