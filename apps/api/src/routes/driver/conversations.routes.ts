import { driverOrderChatParamsSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { privateNoStore } from "../responses";
import { orderChatRoutes, roomRoutes } from "../shared/conversations.routes";

/** The chat of an order a driver carries: the group's assigned driver joins it on first use. */
const driverConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  // The driver's rooms too: their unseen counts and the live stream a job's thread listens to.
  roomRoutes(app, { prefix: "", role: "driver", who: "driver" });
  orderChatRoutes(app, {
    path: "/jobs/:gid/orders/:oid/chat",
    role: "driver",
    params: driverOrderChatParamsSchema,
    access: (userId, { gid, oid }) => ({ role: "driver", userId, groupId: gid, orderId: oid }),
    who: "the driver the order's group is assigned to",
  });
};

export default driverConversationsRoutes;
