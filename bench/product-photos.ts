/*
 * Gives the demo products photos the way their sellers would: each demo shop's owner signs in
 * at the seller door with a code from the dev SMS outbox (a bearer session), uploads 1–3
 * generated camera-sized JPEGs per listed product with `POST /files` (purpose product_image),
 * and saves the product with `PUT /seller/products/:id` naming them. The API stores its WebP
 * renditions exactly as for a real upload, so the storefront serves them as it would a shop's.
 *
 * Used by bench/web.ts (BENCH_WEB_PHOTOS, on unless "0"); needs the dev routes (any
 * non-production API on a loopback address) and the demo data.
 */
import {
  type ProductBody,
  type ProductDetail,
  type ProductPage,
  rialsToToman,
  type StoredFile,
} from "@kesht/contracts";
import { demoShopMobile } from "../packages/db/src/seed/catalog";
import { demoShops } from "../packages/db/src/seed/demo-catalog-data";
import { generatedPhoto } from "./photo-picture";

export interface PhotoSummary {
  shops: number;
  products: number;
  photos: number;
  /** The uploaded JPEGs' bytes, as the phones would send them. */
  uploadedBytes: number;
  smallestKb: number;
  largestKb: number;
  seconds: number;
}

/** How many photos a product gets: 1–3, by its id, so pages show products with one and more. */
export function photosFor(productId: number): number {
  return (productId % 3) + 1;
}

/** The body `PUT /seller/products/:id` takes, from the product as it is, with new images. */
export function bodyWithImages(product: ProductDetail, imageIds: string[]): ProductBody {
  return {
    name: product.name,
    latin_name: product.latin_name ?? undefined,
    category_id: product.category_id,
    subcategory_id: product.subcategory_id,
    stock: product.stock,
    stock_type_id: product.stock_type.id,
    price_toman: rialsToToman(product.price_rials),
    discount_percent: product.discount_percent,
    preparation_days: product.preparation_days,
    description: product.description ?? undefined,
    latin_description: product.latin_description ?? undefined,
    image_ids: imageIds,
    properties: product.properties.map(({ property_id, value }) => ({ property_id, value })),
  };
}

class Seller {
  constructor(
    private readonly api: string,
    private readonly token: string,
  ) {}

  static async signIn(api: string, mobile: string): Promise<Seller> {
    await call(api, "/seller/login/code/send", { method: "POST", json: { mobile } });
    const outbox = await call<{ text: string }[]>(api, `/dev/outbox?mobile=${mobile}`);
    const code = /\d{6}/.exec(outbox[0]?.text ?? "")?.[0];
    if (!code) throw new Error(`no sign-in code in the outbox for ${mobile}`);
    const login = await call<{ token: string | null }>(api, "/seller/login", {
      method: "POST",
      json: { mobile, code },
      headers: { "x-session-transport": "bearer" },
    });
    if (!login.token) throw new Error(`${mobile} got no bearer token`);
    return new Seller(api, login.token);
  }

  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  async activeProducts(): Promise<ProductPage["items"]> {
    const items: ProductPage["items"] = [];
    for (let page = 1; ; page++) {
      const result = await call<ProductPage>(
        this.api,
        `/seller/products?status=active&per_page=48&page=${page}`,
        { headers: this.auth },
      );
      items.push(...result.items);
      if (!result.has_more) return items;
    }
  }

  /** One upload; the API answers 503 with Retry-After while its image queue is full. */
  async upload(bytes: Buffer, name: string): Promise<StoredFile> {
    for (let attempt = 0; ; attempt++) {
      const form = new FormData();
      form.append("purpose", "product_image");
      form.append("file", new Blob([bytes], { type: "image/jpeg" }), name);
      const response = await fetch(`${this.api}/files`, {
        method: "POST",
        headers: this.auth,
        body: form,
      });
      if (response.status === 503 && attempt < 20) {
        const seconds = Number(response.headers.get("retry-after") || 1);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      return dataOf<StoredFile>(response, `upload ${name}`);
    }
  }

  async attach(productId: number, imageIds: string[]): Promise<ProductDetail> {
    const product = await call<ProductDetail>(this.api, `/seller/products/${productId}`, {
      headers: this.auth,
    });
    return call<ProductDetail>(this.api, `/seller/products/${productId}`, {
      method: "PUT",
      json: bodyWithImages(product, imageIds),
      headers: this.auth,
    });
  }
}

async function call<T>(
  api: string,
  pathAndQuery: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${api}${pathAndQuery}`, {
    method: init.method ?? "GET",
    headers: {
      ...init.headers,
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return dataOf<T>(response, `${init.method ?? "GET"} ${pathAndQuery}`);
}

async function dataOf<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Photographs every active demo product through the API at `api` (".../api/v1"). Shops go two
 * at a time: while the API re-encodes one shop's upload, the next picture is being made.
 */
export async function addProductPhotos(api: string): Promise<PhotoSummary> {
  const started = Date.now();
  const sizes: number[] = [];
  let products = 0;
  const queue = demoShops.map((_shop, index) => demoShopMobile(index));
  const worker = async () => {
    for (let mobile = queue.shift(); mobile; mobile = queue.shift()) {
      const seller = await Seller.signIn(api, mobile);
      for (const product of await seller.activeProducts()) {
        const ids: string[] = [];
        for (let n = 1; n <= photosFor(product.id); n++) {
          const title = `${product.latin_name ?? product.name} (${n})`;
          const bytes = await generatedPhoto({ seed: product.id * 10 + n, title });
          const name = `generated-bench-photo-${product.id}-${n}.jpg`;
          ids.push((await seller.upload(bytes, name)).id);
          sizes.push(bytes.length);
        }
        await seller.attach(product.id, ids);
        products++;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  const kb = (bytes: number) => Math.round(bytes / 1024);
  return {
    shops: demoShops.length,
    products,
    photos: sizes.length,
    uploadedBytes: sizes.reduce((sum, size) => sum + size, 0),
    smallestKb: kb(Math.min(...sizes)),
    largestKb: kb(Math.max(...sizes)),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
