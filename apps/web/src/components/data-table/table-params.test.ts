import { describe, expect, it } from "vitest";
import { readTableState, tablePayload, writeTableState } from "./table-params";

const defaults = { sort: "created_at", order: "desc", filterIds: ["q", "role"] } as const;

describe("table state in the URL", () => {
  it("reads defaults from a plain address and ignores bad values", () => {
    expect(readTableState(new URLSearchParams("page=-3&order=up&q=%20%20"), defaults)).toEqual({
      page: 1,
      sort: "created_at",
      order: "desc",
      filters: {},
    });
  });

  it("reads the page, sort and the filters it owns", () => {
    const state = readTableState(
      new URLSearchParams("page=3&sort=name&order=asc&q=۰۹۱۲&role=seller&tab=x"),
      defaults,
    );
    expect(state).toEqual({
      page: 3,
      sort: "name",
      order: "asc",
      filters: { q: "۰۹۱۲", role: "seller" },
    });
    expect(tablePayload(state, 20)).toEqual({
      q: "۰۹۱۲",
      role: "seller",
      page: 3,
      per_page: 20,
      sort: "name",
      order: "asc",
    });
  });

  it("writes only what differs from the defaults and keeps parameters it does not own", () => {
    const current = new URLSearchParams("tab=x&page=4&q=old");
    expect(
      writeTableState(
        current,
        { page: 1, sort: "created_at", order: "desc", filters: { role: "driver" } },
        defaults,
      ),
    ).toBe("?tab=x&role=driver");
    expect(
      writeTableState(
        new URLSearchParams(),
        { page: 2, sort: "name", order: "desc", filters: {} },
        defaults,
      ),
    ).toBe("?page=2&sort=name&order=desc");
    expect(
      writeTableState(
        new URLSearchParams(),
        { page: 1, sort: "created_at", order: "desc", filters: {} },
        defaults,
      ),
    ).toBe("");
  });
});

describe("two tables on one page", () => {
  const sent = { ...defaults, filterIds: [], prefix: "sent_" } as const;

  it("keeps each table's page under its own prefix, leaving the other's alone", () => {
    const params = new URLSearchParams("page=2&sent_page=4");
    expect(readTableState(params, sent).page).toBe(4);
    expect(readTableState(params, { ...defaults, filterIds: [] }).page).toBe(2);
    const search = writeTableState(
      params,
      { page: 5, sort: "created_at", order: "desc", filters: {} },
      sent,
    );
    expect(new URLSearchParams(search).get("sent_page")).toBe("5");
    expect(new URLSearchParams(search).get("page")).toBe("2");
  });

  it("sends no sort for a list with one fixed order", () => {
    const state = {
      page: 2,
      sort: "created_at",
      order: "desc" as const,
      filters: { status: "open" },
    };
    expect(tablePayload(state, 20, false)).toEqual({ status: "open", page: 2, per_page: 20 });
  });
});
