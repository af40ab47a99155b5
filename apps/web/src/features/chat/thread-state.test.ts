import type { ChatMessage } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { dayKey, mergeMessages, withDaySeparators, withSeenUpTo } from "./thread-state";

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 1,
    client_id: `client-${id}`,
    sender_role: "customer",
    mine: true,
    body: `m${id}`,
    images: [],
    created_at: "2026-11-24T10:00:00.000Z",
    seen: false,
    ...overrides,
  };
}

describe("a thread's messages", () => {
  it("merges pages and live messages into one list, oldest first, one per id", () => {
    const merged = mergeMessages(
      [message(3), message(5)],
      [message(4), message(5, { seen: true })],
    );
    expect(merged.map((m) => m.id)).toEqual([3, 4, 5]);
    expect(merged[2]?.seen).toBe(true);
  });

  it("ticks my messages as seen up to the other side's mark, and no one else's", () => {
    const ticked = withSeenUpTo([message(1), message(2, { mine: false }), message(3)], 2);
    expect(ticked.map((m) => m.seen)).toEqual([true, false, false]);
  });

  it("puts a separator before each Tehran day's first message", () => {
    const items = withDaySeparators([
      // 23:00 UTC is already the next day in Tehran (UTC+3:30).
      { key: "a", created_at: "2026-11-24T10:00:00.000Z" },
      { key: "b", created_at: "2026-11-24T19:00:00.000Z" },
      { key: "c", created_at: "2026-11-24T21:00:00.000Z" },
    ]);
    expect(items.map((item) => (item.type === "day" ? item.day : item.key))).toEqual([
      "2026-11-24",
      "a",
      "b",
      "2026-11-25",
      "c",
    ]);
    expect(dayKey("2026-11-24T20:29:00.000Z")).toBe("2026-11-24");
  });
});
