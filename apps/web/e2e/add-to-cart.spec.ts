import { createCustomer, newMobile, readCode } from "./account-helpers";
import { createShopWithProducts, readCart } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { desktopViewport, waitForApp } from "./support";

/** The product page's "Add to cart": for signed-in customers, and a sign-in first for visitors. */
test.describe("adding to the cart from a product page", () => {
  test.use({ viewport: desktopViewport });

  test("a customer adds a product and the header badge counts it", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const shop = await createShopWithProducts(browser, `Grove ${Date.now().toString(36)}`, [
      { name: "انار ساوه", latin_name: "Saveh pomegranate", price_toman: 95_000, stock: 40 },
    ]);
    const [pomegranate] = shop.products;
    if (!pomegranate) throw new Error("the shop lists its product");

    await createCustomer(page);
    await page.goto(`/customer/products/${pomegranate.id}`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Add to cart" }).click();

    await expect(page.getByText("1 Kilogram of Saveh pomegranate is in your cart.")).toBeVisible();
    await expect(page.getByText("You have 1 Kilogram of this in your cart.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Cart" }),
    ).toHaveAccessibleName(/^Cart\s*,\s*1 items?$/);
    const cart = await readCart(page);
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]?.orders).toMatchObject([{ product_id: pomegranate.id, count: 1 }]);
  });

  test("a visitor signs in, registers and is back on the product with it in the cart", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shop = await createShopWithProducts(browser, `Hive ${Date.now().toString(36)}`, [
      { name: "عسل گون", latin_name: "Milkvetch honey", price_toman: 420_000, stock: 12 },
    ]);
    const [honey] = shop.products;
    if (!honey) throw new Error("the shop lists its product");

    await page.goto(`/customer/products/${honey.id}`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Add to cart" }).click();

    await expect(page).toHaveURL(/\/auth\?/);
    const next = new URL(page.url()).searchParams.get("next");
    expect(next).toBe(`/customer/products/${honey.id}`);

    // A new number: the code, then the customer's registration, then back to the product, and
    // the honey asked for before signing in is in the cart.
    const mobile = newMobile();
    await waitForApp(page);
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Send the code" }).click();
    await expect(page).toHaveURL(/\/auth\/verify$/);
    await page.getByLabel("Code from the text message").fill(await readCode(page.request, mobile));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register\/customer$/);
    await page.getByLabel("Full name").fill("Sara Ahmadi");
    await page.getByLabel("Email").fill(`new.${mobile}@example.com`);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/products/${honey.id}$`));
    await expect
      .poll(async () => (await readCart(page)).groups[0]?.orders.map((line) => line.product_id))
      .toEqual([honey.id]);

    // Signed in, the sign-in page leads on to the way back it names, or home.
    await page.goto("/auth?next=%2Fcustomer%2Forders");
    await expect(page).toHaveURL(/\/customer\/orders$/);
    await page.goto("/auth?next=https%3A%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
