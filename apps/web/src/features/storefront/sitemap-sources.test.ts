// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCategories, getProducts, getShops, getSubcategories } from "./storefront-reads";

vi.mock("./storefront-reads", () => ({
  getCategories: vi.fn(),
  getSubcategories: vi.fn(),
  getShops: vi.fn(),
  getProducts: vi.fn(),
}));

const product = (id: number) => ({ id, created_at: "2025-01-01T00:00:00.000Z", image: null });
const page = <T>(items: T[], hasMore: boolean) => ({
  ok: true as const,
  data: { items, page: 1, per_page: 48, has_more: hasMore },
});

/** A fresh module per test: the cache lives in module scope. */
async function load() {
  vi.resetModules();
  return import("./sitemap-sources");
}

beforeEach(() => {
  vi.mocked(getCategories).mockResolvedValue({ ok: true, data: [] });
  vi.mocked(getSubcategories).mockResolvedValue({ ok: true, data: [] });
  vi.mocked(getShops).mockResolvedValue(page([], false) as never);
});

describe("sitemapSources", () => {
  it("reads products page by page until there are no more", async () => {
    vi.mocked(getProducts)
      .mockResolvedValueOnce(page([product(1), product(2)], true) as never)
      .mockResolvedValueOnce(page([product(3)], false) as never);
    const { sitemapSources } = await load();
    const sources = await sitemapSources(0);
    expect(sources.products.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(vi.mocked(getProducts).mock.calls.map(([query]) => query.page)).toEqual([1, 2]);
  });

  it("stops at the cap however many pages the API has", async () => {
    const full = Array.from({ length: 48 }, (_, index) => product(index));
    vi.mocked(getProducts).mockResolvedValue(page(full, true) as never);
    const { sitemapSources, SITEMAP_MAX_PRODUCTS } = await load();
    const sources = await sitemapSources(0);
    expect(sources.products).toHaveLength(SITEMAP_MAX_PRODUCTS);
    expect(getProducts).toHaveBeenCalledTimes(Math.ceil(SITEMAP_MAX_PRODUCTS / 48));
  });

  it("answers from memory for an hour", async () => {
    vi.mocked(getProducts).mockResolvedValue(page([product(1)], false) as never);
    const { sitemapSources } = await load();
    await sitemapSources(0);
    await sitemapSources(59 * 60 * 1000);
    expect(getProducts).toHaveBeenCalledTimes(1);
    await sitemapSources(61 * 60 * 1000);
    expect(getProducts).toHaveBeenCalledTimes(2);
  });

  it("keeps what it could read after a failure, and tries again within a minute", async () => {
    vi.mocked(getProducts).mockResolvedValue({ ok: false, status: null });
    vi.mocked(getCategories).mockResolvedValue({
      ok: true,
      data: [
        {
          id: 1,
          parent_id: null,
          slug: "fruit",
          title: "میوه",
          title_en: "Fruit",
          icon: "fruit",
          product_count: 3,
        },
      ],
    });
    const { sitemapSources } = await load();
    const sources = await sitemapSources(0);
    expect(sources.products).toEqual([]);
    expect(sources.categories.map((category) => category.id)).toEqual([1]);
    await sitemapSources(30 * 1000);
    expect(getProducts).toHaveBeenCalledTimes(1);
    await sitemapSources(61 * 1000);
    expect(getProducts).toHaveBeenCalledTimes(2);
  });
});
