import { format } from "node:util";
import pino from "pino";
import { currentRequestScope } from "../src/lib/server/request-scope";

/**
 * The web server's log: one JSON object per line, like the API's (pino), each with the
 * request's id (`reqId`) when it is written while answering one.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { pid: process.pid, service: "web" },
  mixin: () => {
    const requestId = currentRequestScope()?.requestId;
    return requestId ? { reqId: requestId } : {};
  },
});

const levels = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" } as const;

/**
 * Next and the app write to the console; routed here, those lines are JSON with the request
 * id too, so every line the process writes can be read by one log pipeline.
 */
export function routeConsoleToLogger() {
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const message = format(...rest);
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
}
