import type { DriverPositionEvent } from "@kesht/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { reconnectEvent } from "../../lib/sse";
import { getDriverLocation, isInTransit, resolveTracked, type Viewer } from "./tracking.service";

/** A comment line often enough that proxies and phones keep an idle stream open. */
const heartbeatMs = 15_000;

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
  const raw = reply.raw;
  let closed = false;
  const write = (chunk: string) => {
    if (!closed && !raw.writableEnded) raw.write(chunk);
  };
  const event = (name: string, data: unknown) =>
    write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

  let heartbeat: NodeJS.Timeout | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  // Subscribed before the first snapshot is read, so no position falls between the two
  // (one may arrive twice: the page drops a position it already has).
  const unsubscribe = app.trackingHub.subscribe({
    userId,
    groupId: tracked.group.id,
    send: (position: DriverPositionEvent) => event("position", position),
    end: () => {
      write(reconnectEvent);
      close();
    },
  });

  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise hold the events back in a buffer.
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  request.raw.on("close", close);
  write("retry: 5000\n\n");

  const endIfOver = async () => {
    if (!(await isInTransit(app.db, tracked))) {
      event("ended", { group_id: tracked.group.id });
      close();
    }
  };
  try {
    event("location", await getDriverLocation(app.db, viewer));
    await endIfOver();
  } catch (error) {
    request.log.error({ err: error }, "location stream failed to start");
    close();
    return;
  }
  heartbeat = setInterval(() => {
    write(": heartbeat\n\n");
    endIfOver().catch((error: unknown) => {
      request.log.warn({ err: error }, "location stream check failed");
    });
  }, heartbeatMs);
}
