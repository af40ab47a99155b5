import { headers } from "next/headers";

/**
 * Twenty product cards, rendered on the server for each request (reading the headers makes the
 * page dynamic, as the storefront's pages are: they read the language and session cookies).
 * No client component, no app code: what is left is the framework's own cost.
 *
 * With BARE_API_URL set (bench/web.ts sets it), the cards show the same product photos as the
 * storefront's list: the first twenty products of the running API, their stored WebP renditions
 * as a plain `<img>` `srcset` served from this page's own origin (next.config.ts forwards
 * `/api/v1` to the API, as the storefront's server does), with the storefront's `sizes` and
 * priority rules (features/catalog/product-card.tsx, product-image.tsx). So the bare page's
 * largest paint is a photo too and the two are compared like with like.
 */

/** As the storefront's product card: two columns on phones, up to five on large screens. */
const cardImageSizes = "(min-width: 992px) 220px, (min-width: 768px) 30vw, 50vw";
/** As the storefront's lists: the first screen's cards load at once and first. */
const firstScreenCards = 2;

interface Photo {
  url: string;
  variants: Record<string, string>;
}

async function productPhotos(): Promise<(Photo | null)[]> {
  const api = process.env.BARE_API_URL;
  if (!api) return [];
  try {
    const response = await fetch(`${api}/api/v1/customer/products?per_page=20&sort=newest`, {
      cache: "no-store",
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data: { items: { image: Photo | null }[] } };
    return body.data.items.map((item) => item.image);
  } catch {
    return [];
  }
}

function srcSetOf(photo: Photo): string {
  return Object.entries(photo.variants)
    .map(([width, url]) => [Number(width), url] as const)
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(", ");
}

/** The narrowest rendition at least 640 wide, else the widest: the storefront's `src`. */
function fallbackOf(photo: Photo): string {
  const stored = Object.entries(photo.variants)
    .map(([width, url]) => [Number(width), url] as const)
    .sort(([a], [b]) => a - b);
  return (stored.find(([width]) => width >= 640) ?? stored[stored.length - 1])?.[1] ?? photo.url;
}

export default async function Page() {
  const requestHeaders = await headers();
  const seed = (requestHeaders.get("user-agent") ?? "").length;
  const photos = await productPhotos();
  const products = Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    name: `Product ${index + 1}`,
    price: 120_000 + ((index * 7919 + seed) % 50) * 1_000,
    photo: photos[index] ?? null,
  }));
  return (
    <main style={{ maxWidth: 1100, margin: "0 auto", padding: 16 }}>
      <h1 style={{ fontSize: 24 }}>Products</h1>
      <ul
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
          gap: 12,
          listStyle: "none",
          padding: 0,
        }}
      >
        {products.map((product, index) => (
          <li key={product.id} style={{ border: "1px solid #d1d5db", borderRadius: 8, padding: 8 }}>
            <div
              style={{
                position: "relative",
                aspectRatio: "1",
                background: "#dbeafe",
                borderRadius: 6,
                overflow: "hidden",
              }}
            >
              {product.photo ? (
                <img
                  src={fallbackOf(product.photo)}
                  srcSet={srcSetOf(product.photo)}
                  sizes={cardImageSizes}
                  alt=""
                  loading={index < firstScreenCards ? "eager" : "lazy"}
                  fetchPriority={index < firstScreenCards ? "high" : undefined}
                  decoding="async"
                  style={{
                    position: "absolute",
                    inset: 0,
                    width: "100%",
                    height: "100%",
                    objectFit: "cover",
                  }}
                />
              ) : null}
            </div>
            <a href={`/products/${product.id}`} style={{ display: "block", marginTop: 8 }}>
              {product.name}
            </a>
            <p style={{ margin: "4px 0 0" }}>{product.price.toLocaleString("en")} IRR</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
