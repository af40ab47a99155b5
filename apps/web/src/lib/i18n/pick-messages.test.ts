import { describe, expect, it } from "vitest";
import { pickMessages } from "./pick-messages";

const messages = {
  search: { title: "Search", empty: "Nothing" },
  catalog: { money: { toman: "Toman" }, units: { kg: "kg" }, card: { add: "Add" } },
  wallet: { balance: "Balance" },
};

describe("pickMessages", () => {
  it("keeps whole namespaces and paths into them, and nothing else", () => {
    expect(pickMessages(messages, ["search", "catalog.money", "catalog.units"])).toEqual({
      search: { title: "Search", empty: "Nothing" },
      catalog: { money: { toman: "Toman" }, units: { kg: "kg" } },
    });
  });

  it("skips paths the catalogue does not have", () => {
    expect(pickMessages(messages, ["missing", "catalog.nothing", "search.title.deeper"])).toEqual(
      {},
    );
  });

  it("keeps a namespace whole when a path into it is listed as well", () => {
    const before = structuredClone(messages);
    expect(pickMessages(messages, ["catalog.money", "catalog"])).toEqual({
      catalog: messages.catalog,
    });
    expect(pickMessages(messages, ["catalog", "catalog.money"])).toEqual({
      catalog: messages.catalog,
    });
    expect(messages).toEqual(before);
  });
});
