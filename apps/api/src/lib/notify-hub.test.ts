import Fastify from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "./app-error";
import { createNotifyHub, type HubDefinition, type NotifyHub, notifyHubPlugin } from "./notify-hub";

interface Ping {
  keys: number[];
  text: string;
}

const definition: HubDefinition<Ping> = {
  name: "ping",
  channel: "pings",
  parse: (payload) => {
    const value = payload as Partial<Ping>;
    return Array.isArray(value.keys) && typeof value.text === "string" ? (value as Ping) : null;
  },
  keysOf: (event) => event.keys,
  maxStreamsPerUser: 2,
  tooManyStreams: "tracking_too_many_streams",
  heartbeatMs: 15_000,
};

function subscriber(userId: number, key: number) {
  const heard: string[] = [];
  const ended = vi.fn();
  return { userId, key, heard, end: ended, deliver: (event: Ping) => heard.push(event.text) };
}

const payload = (keys: number[], text: string) => JSON.stringify({ keys, text });

describe("the notify hub", () => {
  const log = { warn: vi.fn() };

  it("hands an event once to each subscriber of the keys it names, and no other", () => {
    const { hub, deliver } = createNotifyHub(definition, log);
    const first = subscriber(1, 10);
    const second = subscriber(2, 10);
    const elsewhere = subscriber(3, 20);
    for (const s of [first, second, elsewhere]) hub.subscribe(s);

    deliver(payload([10, 10, 30], "hello"));
    deliver(payload([20], "there"));

    expect(first.heard).toEqual(["hello"]);
    expect(second.heard).toEqual(["hello"]);
    expect(elsewhere.heard).toEqual(["there"]);
  });

  it("stops delivering once unsubscribed, and counts the open streams", () => {
    const { hub, deliver } = createNotifyHub(definition, log);
    const kept = subscriber(1, 10);
    const left = subscriber(2, 10);
    hub.subscribe(kept);
    const unsubscribe = hub.subscribe(left);
    expect(hub.size).toBe(2);

    unsubscribe();
    unsubscribe(); // Twice is once.
    deliver(payload([10], "after"));

    expect(hub.size).toBe(1);
    expect(kept.heard).toEqual(["after"]);
    expect(left.heard).toEqual([]);
  });

  it("refuses a person's stream beyond the cap with the domain's code, over every key", () => {
    const { hub } = createNotifyHub(definition, log);
    const release = hub.subscribe(subscriber(1, 10));
    hub.subscribe(subscriber(1, 20));

    let refusal: unknown;
    try {
      hub.subscribe(subscriber(1, 30));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("tracking_too_many_streams");
    expect((refusal as AppError).statusCode).toBe(429);
    // Another person is not held back, and a stream that closes frees a place.
    expect(() => hub.subscribe(subscriber(2, 10))).not.toThrow();
    release();
    expect(() => hub.subscribe(subscriber(1, 30))).not.toThrow();
    expect(hub.size).toBe(3);
  });

  it("ignores and logs a malformed payload, and ends every stream when asked", () => {
    const warn = vi.fn();
    const { hub, deliver, endAll } = createNotifyHub(definition, { warn });
    const one = subscriber(1, 10);
    const two = subscriber(2, 20);
    hub.subscribe(one);
    hub.subscribe(two);

    deliver("not json");
    deliver(JSON.stringify({ keys: "10" }));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(one.heard).toEqual([]);

    endAll();
    expect(one.end).toHaveBeenCalledOnce();
    expect(two.end).toHaveBeenCalledOnce();
  });
});

describe("the notify hub plugin", () => {
  it("listens on its channel once ready, fans out what it hears, and ends streams on close", async () => {
    let heard: ((payload: string) => void) | undefined;
    const unlisten = vi.fn(async () => {});
    const listen = vi.fn(async (_channel: string, onPayload: (payload: string) => void) => {
      heard = onPayload;
      return unlisten;
    });
    const app = Fastify({ logger: false });
    await app.register(fp(async () => {}, { name: "database" }));
    await app.register(notifyHubPlugin("pingHub", definition), { listen });
    await app.ready();

    expect(listen).toHaveBeenCalledOnce();
    expect(listen.mock.calls[0]?.[0]).toBe("pings");
    const hub = (app as unknown as { pingHub: NotifyHub<Ping> }).pingHub;
    const open = subscriber(1, 10);
    hub.subscribe(open);
    heard?.(payload([10], "live"));
    expect(open.heard).toEqual(["live"]);

    await app.close();
    expect(open.end).toHaveBeenCalledOnce();
    expect(unlisten).toHaveBeenCalledOnce();
  });
});
