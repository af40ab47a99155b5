import { WEB_REVALIDATE_PATH, type WebCacheTag } from "@kesht/contracts";
import type { FastifyBaseLogger, FastifyInstance, onResponseHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Web cache tags whose data a successful call to this route changes. */
    revalidates?: readonly WebCacheTag[];
  }
  interface FastifyInstance {
    webCache: WebCacheNotifier;
  }
}

export interface WebCacheNotifier {
  /** Asks every web server to drop its copies under these tags; never waits, never throws. */
  revalidate(tags: readonly WebCacheTag[]): Promise<void>;
}

/** How long a web server may take to take the request; a late one only means a stale copy. */
const NOTIFY_TIMEOUT_MS = 3_000;

export function createWebCacheNotifier(options: {
  urls: readonly string[];
  secret: string | undefined;
  log: FastifyBaseLogger;
}): WebCacheNotifier {
  const { urls, secret, log } = options;
  return {
    async revalidate(tags) {
      if (!secret || urls.length === 0) return;
      await Promise.all(
        urls.map(async (base) => {
          const url = new URL(WEB_REVALIDATE_PATH, base);
          try {
            const response = await fetch(url, {
              method: "POST",
              headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
              body: JSON.stringify({ tags }),
              signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
            });
            if (!response.ok)
              log.warn(
                { url: url.href, status: response.status, tags },
                "web cache revalidation refused",
              );
          } catch (error) {
            log.warn({ url: url.href, tags, err: error }, "web cache revalidation failed");
          }
        }),
      );
    },
  };
}

/**
 * Routes that change cached public data name its tags in their config (`revalidates`); once
 * such a call succeeded, the web servers are told, after the answer has gone out.
 */
export default fp(
  async function webCache(app: FastifyInstance, options: { config: Config }) {
    const notifier = createWebCacheNotifier({
      urls: options.config.WEB_REVALIDATE_URLS,
      secret: options.config.REVALIDATE_SECRET,
      log: app.log,
    });
    app.decorate("webCache", notifier);
    // Only the routes that name tags get the hook: every other answer pays nothing for it.
    app.addHook("onRoute", (route) => {
      const tags = route.config?.revalidates;
      if (!tags) return;
      const revalidate: onResponseHookHandler = (_request, reply, done) => {
        if (reply.statusCode < 300) void notifier.revalidate(tags);
        done();
      };
      route.onResponse = [...[route.onResponse ?? []].flat(), revalidate];
    });
  },
  { name: "web-cache" },
);
