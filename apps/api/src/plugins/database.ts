import type { Database, DatabaseKind } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/** Makes the database available to routes; whoever opened it closes it. */
export default fp(
  async function database(app: FastifyInstance, options: { db: Database; kind: DatabaseKind }) {
    app.decorate("db", options.db);
    app.decorate("databaseKind", options.kind);
  },
  { name: "database" },
);
