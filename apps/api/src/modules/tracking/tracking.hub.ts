import {
  type DriverPositionEvent,
  driverPositionEventSchema,
  trackingRules,
} from "@kesht/contracts";
import { type NotifyHub, notifyHubPlugin } from "../../lib/notify-hub";
import { positionsChannel } from "./tracking.repo";

declare module "fastify" {
  interface FastifyInstance {
    trackingHub: NotifyHub<DriverPositionEvent>;
  }
}

/** New positions, to the open streams that follow the position's order group. */
export default notifyHubPlugin<DriverPositionEvent>("trackingHub", {
  name: "location",
  channel: positionsChannel,
  parse: (payload) => driverPositionEventSchema.parse(payload),
  keysOf: (event) => [event.group_id],
  maxStreamsPerUser: trackingRules.maxStreamsPerUser,
  tooManyStreams: "tracking_too_many_streams",
  // A comment line often enough that proxies and phones keep an idle stream open.
  heartbeatMs: 15_000,
});
