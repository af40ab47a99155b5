import type { BidRanking, BidRankReason } from "@kesht/contracts";

/*
 * How the seller's list ranks pending bids (docs/decisions/036-freight.md): a points count
 * over three criteria — arrival, price, the driver's rating — where each bid scores its place
 * on each (1 for the best; equal values share a place), the fewest points first and ties going
 * to the earlier arrival. A points count is simple to explain on screen; a weighted score
 * would need its weights defended.
 */

export interface RankableBid {
  id: number;
  arrivesAt: Date;
  priceRials: number;
  /** The driver's average rating; null for a driver nobody rated yet. */
  rating: number | null;
}

const HOUR_MS = 3_600_000;

/** 1 + how many bids are strictly better (competition ranking: 1, 2, 2, 4). */
function place<T>(bids: readonly T[], bid: T, better: (a: T, b: T) => boolean): number {
  return 1 + bids.filter((other) => better(other, bid)).length;
}

const arrivesSooner = (a: RankableBid, b: RankableBid) => a.arrivesAt < b.arrivesAt;
const cheaper = (a: RankableBid, b: RankableBid) => a.priceRials < b.priceRials;
/** A rated driver beats an unrated one; among rated, the higher rating. */
const ratedHigher = (a: RankableBid, b: RankableBid) =>
  a.rating !== null && (b.rating === null || a.rating > b.rating);

/** Each bid's place on the seller's list and why, by bid id. */
export function rankBids(bids: readonly RankableBid[]): Map<number, BidRanking> {
  if (bids.length === 0) return new Map();
  const fastest = Math.min(...bids.map((bid) => bid.arrivesAt.getTime()));
  const cheapest = Math.min(...bids.map((bid) => bid.priceRials));
  const ratings = bids.flatMap((bid) => (bid.rating === null ? [] : [bid.rating]));
  const topRating = ratings.length > 0 ? Math.max(...ratings) : null;

  const scored = bids.map((bid) => ({
    bid,
    points:
      place(bids, bid, arrivesSooner) + place(bids, bid, cheaper) + place(bids, bid, ratedHigher),
  }));
  scored.sort(
    (a, b) =>
      a.points - b.points ||
      a.bid.arrivesAt.getTime() - b.bid.arrivesAt.getTime() ||
      a.bid.priceRials - b.bid.priceRials ||
      a.bid.id - b.bid.id,
  );

  return new Map(
    scored.map(({ bid }, index) => {
      const reasons: BidRankReason[] = [];
      if (bid.arrivesAt.getTime() === fastest) reasons.push("fastest");
      if (bid.priceRials === cheapest) reasons.push("cheapest");
      if (bid.rating === null) reasons.push("unrated");
      else if (bid.rating === topRating) reasons.push("top_rated");
      return [
        bid.id,
        {
          position: index + 1,
          arrives_at: bid.arrivesAt.toISOString(),
          reasons,
          hours_after_fastest: Math.round((bid.arrivesAt.getTime() - fastest) / HOUR_MS),
          percent_above_cheapest:
            cheapest > 0 ? Math.round(((bid.priceRials - cheapest) * 100) / cheapest) : 0,
        },
      ];
    }),
  );
}
