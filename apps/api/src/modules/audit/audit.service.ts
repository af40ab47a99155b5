/**
 * The audit module's door for other modules and flows: the walls let them call a module's
 * service, never its repo. Call it inside the transaction of the change it records.
 */
export { type AdminAction, recordAdminAction } from "./audit.repo";
