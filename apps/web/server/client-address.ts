import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

/** Headers a visitor could use to pass for someone else, or for another host or scheme. */
const hostAndScheme = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/**
 * Decides the visitor's address for each request, as the API's rate limits must see it, and
 * rewrites the request's forwarding headers so everything behind the web server (Next's URL
 * building, the /api/v1 proxy, server-side reads) sees that one address.
 *
 * The socket's peer is the visitor unless it is a trusted proxy (WEB_TRUST_PROXY, in the
 * format of the API's TRUST_PROXY: comma-separated addresses, CIDR ranges or the names
 * `loopback`, `linklocal`, `uniquelocal`; `false` trusts no one); only then is `X-Forwarded-For` read, from the right,
 * up to the first address that is not trusted, and only then do host and scheme headers count.
 * Whatever a visitor writes in these headers themselves is never believed.
 */
export function clientAddressResolver(trustSetting: string) {
  const entries = trustSetting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // `false` (as for the API's TRUST_PROXY): every visitor is the address they connect from.
  const trusted = proxyAddr.compile(entries.length === 1 && entries[0] === "false" ? [] : entries);
  return (request: IncomingMessage): string => {
    const peer = request.socket.remoteAddress ?? "";
    const clientAddress = proxyAddr(request, trusted);
    if (!trusted(peer, 0)) for (const name of hostAndScheme) delete request.headers[name];
    delete request.headers.forwarded;
    delete request.headers["x-real-ip"];
    request.headers["x-forwarded-for"] = clientAddress;
    return clientAddress;
  };
}
