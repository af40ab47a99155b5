import { headers } from "next/headers";

/**
 * Twenty product cards, rendered on the server for each request (reading the headers makes the
 * page dynamic, as the storefront's pages are: they read the language and session cookies).
 * No client component, no app code: what is left is the framework's own cost.
 */
export default async function Page() {
  const requestHeaders = await headers();
  const seed = (requestHeaders.get("user-agent") ?? "").length;
  const products = Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    name: `Product ${index + 1}`,
    price: 120_000 + ((index * 7919 + seed) % 50) * 1_000,
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
        {products.map((product) => (
          <li key={product.id} style={{ border: "1px solid #d1d5db", borderRadius: 8, padding: 8 }}>
            <div style={{ aspectRatio: "1", background: "#dbeafe", borderRadius: 6 }} />
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
