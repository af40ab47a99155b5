import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Storage } from "./storage";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Makes the upload store available to the modules that read and write files. */
export default fp(
  async function storage(app: FastifyInstance, options: { storage: Storage }) {
    app.decorate("storage", options.storage);
  },
  { name: "storage" },
);
