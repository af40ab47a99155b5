import { describe, expect, it } from "vitest";
import { rankBids } from "./bid-ranking";

const at = (hours: number) => new Date(Date.UTC(2026, 0, 1, hours));

describe("bid ranking", () => {
  it("ranks by points over arrival, price and rating, and says why", () => {
    const ranked = rankBids([
      // Fastest and top rated but dearest: 1 + 3 + 1 = 5 points.
      { id: 1, arrivesAt: at(10), priceRials: 9_000_000, rating: 4.8 },
      // Cheapest, middle arrival, unrated: 2 + 1 + 3 = 6 points.
      { id: 2, arrivesAt: at(14), priceRials: 5_000_000, rating: null },
      // Middle price, slowest, rated lower: 3 + 2 + 2 = 7 points.
      { id: 3, arrivesAt: at(20), priceRials: 6_000_000, rating: 4.1 },
    ]);
    expect(ranked.get(1)).toEqual({
      position: 1,
      arrives_at: at(10).toISOString(),
      reasons: ["fastest", "top_rated"],
      hours_after_fastest: 0,
      percent_above_cheapest: 80,
    });
    expect(ranked.get(2)).toMatchObject({
      position: 2,
      reasons: ["cheapest", "unrated"],
      hours_after_fastest: 4,
      percent_above_cheapest: 0,
    });
    expect(ranked.get(3)).toMatchObject({
      position: 3,
      reasons: [],
      hours_after_fastest: 10,
      percent_above_cheapest: 20,
    });
  });

  it("breaks a tie in points with the earlier arrival", () => {
    const ranked = rankBids([
      { id: 1, arrivesAt: at(18), priceRials: 5_000_000, rating: null },
      { id: 2, arrivesAt: at(14), priceRials: 9_000_000, rating: null },
    ]);
    expect(ranked.get(2)?.position).toBe(1);
    expect(ranked.get(1)?.position).toBe(2);
    expect(ranked.get(1)?.reasons).toEqual(["cheapest", "unrated"]);
  });

  it("lets equal values share a place", () => {
    const ranked = rankBids([
      { id: 1, arrivesAt: at(10), priceRials: 5_000_000, rating: 4 },
      { id: 2, arrivesAt: at(10), priceRials: 5_000_000, rating: 4 },
    ]);
    expect(ranked.get(1)?.reasons).toEqual(["fastest", "cheapest", "top_rated"]);
    expect(ranked.get(2)?.reasons).toEqual(["fastest", "cheapest", "top_rated"]);
    expect([ranked.get(1)?.position, ranked.get(2)?.position]).toEqual([1, 2]);
    expect(rankBids([]).size).toBe(0);
  });
});
