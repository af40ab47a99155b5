import { orderChatParamsSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { privateNoStore } from "../responses";
import { orderChatRoutes, roomRoutes } from "../shared/conversations.routes";

/** A customer's conversations: the rooms list, its stream, and each order's chat. */
const customerConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  roomRoutes(app, { prefix: "", role: "customer", who: "customer" });
  orderChatRoutes(app, {
    path: "/orders/:id/chat",
    role: "customer",
    params: orderChatParamsSchema,
    access: (userId, { id }) => ({ role: "customer", userId, orderId: id }),
    who: "the order's customer",
  });
};

export default customerConversationsRoutes;
