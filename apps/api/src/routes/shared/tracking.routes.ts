import {
  driverLocationSchema,
  driverPositionBodySchema,
  driverPositionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderGroupIdParamsSchema,
  trackedOrderIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  getDriverLocation,
  recordDriverPosition,
  type Viewer,
} from "../../modules/tracking/tracking.service";
import { streamDriverLocation } from "../../modules/tracking/tracking.stream";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 422, 429);

const streamDescription =
  "text/event-stream: `location` (the same data as the read), then `position` for each new position, `ended` when the trip is over; a comment every 15 s keeps it open";

/**
 * Live driver location: the driver's phone posts positions while the job is in transit; the
 * group's seller, the customers of its orders, the driver and admins read the trail and
 * follow it live over Server-Sent Events.
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.post(
    "/driver/jobs/:gid/positions",
    {
      onRequest: requireRole("driver"),
      schema: {
        tags: ["tracking"],
        summary:
          "The assigned driver's current position, while the job is in transit (409 otherwise); the trail keeps one per group every 5 s, and a sooner one replaces the latest",
        params: orderGroupIdParamsSchema,
        body: driverPositionBodySchema,
        response: {
          201: envelopeSchema(driverPositionSchema),
          ...failures,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const position = await recordDriverPosition(
        app.db,
        currentUser(request).id,
        request.params.gid,
        request.body,
      );
      return reply.code(201).send(ok(position));
    },
  );

  /** The read and its stream for one kind of viewer. */
  const readable = (
    path: string,
    role: "seller" | "customer" | "admin" | "driver",
    params: typeof orderGroupIdParamsSchema | typeof trackedOrderIdParamsSchema,
    viewerOf: (userId: number, params: Record<string, number>) => Viewer,
    who: string,
  ) => {
    app.get(
      path,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["tracking"],
          summary: `The driver's trail since loading, last position and destination (${who})`,
          params,
          response: { 200: envelopeSchema(driverLocationSchema), ...failures },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        return ok(
          await getDriverLocation(
            app.db,
            viewerOf(userId, request.params as Record<string, number>),
          ),
        );
      },
    );
    app.get(
      `${path}/stream`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["tracking"],
          summary: `The driver's location live, as Server-Sent Events (${who}); at most 5 streams per person`,
          params,
          response: { 200: z.string().describe(streamDescription), ...failures },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const viewer = viewerOf(userId, request.params as Record<string, number>);
        await streamDriverLocation(app, request, reply, viewer, userId);
      },
    );
  };

  readable(
    "/seller/order-groups/:gid/driver-location",
    "seller",
    orderGroupIdParamsSchema,
    (userId, { gid }) => ({ role: "seller", userId, groupId: Number(gid) }),
    "the group's shop",
  );
  readable(
    "/customer/orders/:id/driver-location",
    "customer",
    trackedOrderIdParamsSchema,
    (userId, { id }) => ({ role: "customer", userId, orderId: Number(id) }),
    "the order's customer, while the order is in transit",
  );
  readable(
    "/admin/order-groups/:gid/driver-location",
    "admin",
    orderGroupIdParamsSchema,
    (_userId, { gid }) => ({ role: "admin", groupId: Number(gid) }),
    "admins",
  );
  readable(
    "/driver/jobs/:gid/driver-location",
    "driver",
    orderGroupIdParamsSchema,
    (userId, { gid }) => ({ role: "driver", userId, groupId: Number(gid) }),
    "the group's driver",
  );
};

export default trackingRoutes;
