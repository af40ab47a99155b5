import type { FastifyInstance } from "fastify";
import { deleteUnattachedUploads } from "../modules/files/files.service";
import type { JobKind } from "./job-kind";

/** Deletes uploads that nothing refers to a day after they were made: their row and bytes. */
export const deleteUnattachedFilesJob: JobKind<FastifyInstance> = {
  kind: "delete_unattached_files",
  everyMs: 60 * 60_000,
  async run(app) {
    const count = await deleteUnattachedUploads(app.db, app.storage);
    if (count > 0) app.log.info({ count }, "unattached uploads deleted");
    return count;
  },
};
