import type { DriverLocation } from "@kesht/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "@/lib/api";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { useDriverLocation } from "./use-driver-location";

/** An EventSource the test speaks through. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  async emit(name: string, data: unknown) {
    await act(async () => {
      this.listeners.get(name)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
      // The query cache tells its observers on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const position = (minute: number) => ({
  latitude: 35 + minute / 100,
  longitude: 51,
  accuracy_m: null,
  recorded_at: `2026-11-24T10:${String(minute).padStart(2, "0")}:00.000Z`,
});

function locationOf(groupId: number, minutes: number[]): DriverLocation {
  const positions = minutes.map(position);
  const last = positions.at(-1) ?? null;
  return {
    group_id: groupId,
    in_transit: true,
    loaded_at: "2026-11-24T09:00:00.000Z",
    positions,
    last_position: last,
    last_seen_at: last?.recorded_at ?? null,
    destination: {
      city_id: 1,
      city: { en: "Shiraz", fa: "شیراز" },
      province: { en: "Fars", fa: "فارس" },
      latitude: null,
      longitude: null,
    },
  };
}

let seen: ReturnType<typeof useDriverLocation> | null = null;
function Probe({ path }: { path: string }) {
  seen = useDriverLocation(path);
  return null;
}

let root: Root | null = null;
async function follow(path: string) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <QueryClientProvider client={getQueryClient()}>
        <Probe path={path} />
      </QueryClientProvider>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = null;
  seen = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("following the driver", () => {
  it("adds streamed positions to the trail, once each", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: locationOf(5, [1]) })));
    await follow("/seller/order-groups/5/driver-location");
    // One stream, opened alongside the first read (not again once it answered).
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe("/api/v1/seller/order-groups/5/driver-location/stream");
    expect(seen?.query.data?.data.positions).toHaveLength(1);

    await source?.emit("position", { ...position(2), group_id: 5 });
    await source?.emit("position", { ...position(2), group_id: 5 });
    expect(seen?.query.data?.data.positions).toHaveLength(2);
    expect(seen?.query.data?.data.last_seen_at).toBe(position(2).recorded_at);
    expect(seen?.feed).toBe("live");

    await source?.emit("ended", { group_id: 5 });
    expect(source?.closed).toBe(true);
    expect(seen?.query.data?.data.in_transit).toBe(false);
  });

  it("polls every 15 s when the stream fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubFetch(() => jsonResponse(200, envelope({ data: locationOf(6, [1]) })));
    await follow("/seller/order-groups/6/driver-location");
    const [source] = FakeEventSource.opened;
    const reads = () => api.calls.filter((call) => call.url.includes("/order-groups/6/")).length;
    const before = reads();
    await act(async () => source?.onerror?.());
    expect(source?.closed).toBe(true);
    expect(seen?.feed).toBe("polling");
    await act(async () => vi.advanceTimersByTimeAsync(15_500));
    expect(reads()).toBe(before + 1);
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(before + 2);
  });
});

describe("following no one", () => {
  it("neither streams nor polls when there is no location for the viewer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubFetch(() => jsonResponse(404, envelope({ status: "error" })));
    await follow("/customer/orders/77/driver-location");
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    for (const source of FakeEventSource.opened) await act(async () => source.onerror?.());
    const reads = api.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(seen?.query.error?.failure.status).toBe(404);
    expect(api.calls.length).toBe(reads);
    expect(FakeEventSource.opened.every((source) => source.closed)).toBe(true);
  });
});
