import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetFavourites,
  isFavourite,
  loadFavourites,
  rememberPendingTap,
  setFavourite,
  takePendingTap,
} from "./favourite-store";

const answer = (status: number, data: unknown = {}) =>
  new Response(JSON.stringify({ status: "success", data }), { status });

describe("the favourites every heart shares", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetFavourites();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads the ids once for every heart, and a tap turns one on and off", async () => {
    fetchMock.mockResolvedValue(answer(200, { product_ids: [4], shop_ids: [9] }));
    await Promise.all([loadFavourites(), loadFavourites()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isFavourite("product", 4)).toBe(true);
    expect(isFavourite("shop", 9)).toBe(true);

    fetchMock.mockResolvedValue(answer(200, { favourite: false }));
    expect(await setFavourite("product", 4, false)).toBe(200);
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/v1/customer/favourites/products/4",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(isFavourite("product", 4)).toBe(false);
  });

  it("keeps a tap answered while the read was on its way", async () => {
    let answerRead: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerRead = resolve)));
    const reading = loadFavourites();
    fetchMock.mockResolvedValueOnce(answer(200, { favourite: true }));
    await setFavourite("product", 7, true);
    answerRead(answer(200, { product_ids: [], shop_ids: [] }));
    await reading;
    expect(isFavourite("product", 7)).toBe(true);
  });

  it("answers 401 for a visitor and changes nothing", async () => {
    fetchMock.mockResolvedValue(answer(401));
    expect(await setFavourite("shop", 3, true)).toBe(401);
    expect(isFavourite("shop", 3)).toBe(false);
  });

  it("keeps a signed-out tap for its own heart, once", () => {
    rememberPendingTap("product", 12);
    expect(takePendingTap("shop", 12)).toBe(false);
    expect(takePendingTap("product", 12)).toBe(true);
    expect(takePendingTap("product", 12)).toBe(false);
  });
});
