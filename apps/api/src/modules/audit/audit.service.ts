/*
 * The audit log's service: other modules record their admin actions through here (inside
 * their own transaction), and the console reads the log. The table is append-only.
 */
export { type AdminAction, recordAdminAction } from "./audit.repo";
