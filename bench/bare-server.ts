/*
 * The yardstick `npm run bench` measures beside the API: a bare Fastify route answering a small
 * JSON envelope, started the way the API is (tsx, its own process, logger off). Machines here
 * are shared and noisy, so each API scenario is reported as a share of this route's req/s in
 * the same run; a share is comparable across runs, an absolute number is not.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({
  status: "success",
  message: "",
  messages: { fa: "", en: "" },
  errors: { fa: {}, en: {} },
  data: { ok: true },
}));
await app.listen({ host: "127.0.0.1", port: Number(process.env.BARE_PORT) });
