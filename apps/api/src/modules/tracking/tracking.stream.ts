import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EventStream } from "../../lib/sse";
import { getDriverLocation, isInTransit, resolveTracked, type Viewer } from "./tracking.service";

/**
 * A live location as Server-Sent Events: first `location` (the whole picture, as the GET
 * answers it), then a `position` for each new position, and `ended` (the stream closes) once
 * the viewer's part of the trip is over. Access is checked before anything is streamed, so a
 * refusal is an ordinary JSON error; the hub refuses a person's stream beyond the limit.
 */
export async function streamDriverLocation(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
  userId: number,
) {
  const tracked = await resolveTracked(app.db, viewer);
  const endIfOver = async (stream: EventStream) => {
    if (!(await isInTransit(app.db, tracked))) {
      stream.event("ended", { group_id: tracked.group.id });
      stream.close();
    }
  };
  // The page drops a position it already has (one may come both in the first picture and live).
  await app.trackingHub.stream(request, reply, {
    userId,
    key: tracked.group.id,
    start: async (stream) => {
      stream.event("location", await getDriverLocation(app.db, viewer));
      await endIfOver(stream);
    },
    onEvent: (position, stream) => stream.event("position", position),
    onHeartbeat: endIfOver,
  });
}
