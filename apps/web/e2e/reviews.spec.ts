import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures/test";
import { expectNoSidewaysScroll, onReceivedOrderPage } from "./received-order-helpers";
import { journeyScreen, waitForApp } from "./support";

/**
 * Reviews from verified buyers (issue 28 item 1), in both languages, on a phone and a desktop:
 * an order is carried to "received" through the API (the shop's own delivery with the
 * customer's delivery code, the customer's receipt); then, through the pages, the customer reviews the product with a photo, the
 * product page shows it with the new average, and the shop answers it from its reviews list.
 */

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "farm.jpg");

const languages = [
  {
    lang: "en",
    dir: "ltr",
    review: "Review",
    fourStars: /^4 of 5 stars$/,
    text: "Your review",
    publish: "Publish review",
    average: "4.0",
    count: "1 review",
    answer: "Answer publicly",
    answerLabel: "Your answer",
    publishAnswer: "Publish answer",
    shopAnswer: "The shop's answer",
    words: "Sweet and firm, packed with care",
    reply: "Thank you, see you next harvest",
  },
  {
    lang: "fa",
    dir: "rtl",
    review: "ثبت نظر",
    fourStars: /^[4۴] ستاره از ۵$/,
    text: "نظر شما",
    publish: "انتشار نظر",
    average: "۴٫۰",
    count: "۱ نظر",
    answer: "پاسخ عمومی",
    answerLabel: "پاسخ شما",
    publishAnswer: "انتشار پاسخ",
    shopAnswer: "پاسخ فروشگاه",
    words: "شیرین و سفت، با دقت بسته‌بندی شده",
    reply: "سپاس، تا برداشت بعدی",
  },
] as const;

for (const t of languages) {
  const { viewport } = journeyScreen[t.lang];
  test(`a buyer reviews a received product with a photo; the shop answers (${t.lang}, ${viewport.width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Setup through the API: a shop's product, a paid order, delivered and received.
    const name = `Reviewed pears ${Date.now().toString(36)}`;
    // The customer reviews the line on the order's page: four stars, words and a photo.
    const { shop, customer, close, seller, product, order } = await onReceivedOrderPage(
      browser,
      { baseURL, viewport, lang: t.lang, dir: t.dir },
      {
        shopName: `Review orchard ${Date.now().toString(36)}`,
        productName: name,
        priceToman: 40_000,
      },
    );
    await customer.getByRole("button", { name: t.review, exact: true }).click();
    const form = customer.locator(`[data-testid^="review-${order.id}-"]`).first();
    // The stars are a radio group: chosen from the keyboard, as anyone can.
    const fourStars = form.getByRole("radio", { name: t.fourStars });
    await fourStars.focus();
    await customer.keyboard.press("Space");
    await expect(fourStars).toBeChecked();
    await form.getByLabel(t.text).fill(t.words);
    await form.locator('input[type="file"]').setInputFiles(photo);
    await expect(form.locator("img").first()).toBeVisible();
    await form.getByRole("button", { name: t.publish }).click();
    await expect(form).toHaveCount(0);
    await expect(customer.getByText(t.words)).toBeVisible();

    // The product page shows it with the new average, in the reader's digits.
    await customer.goto(`/customer/products/${product.id}`);
    const section = customer.locator("#reviews");
    await expect(section.getByTestId("rating-average")).toHaveText(t.average);
    await expect(section.getByTestId("rating-count")).toHaveText(t.count);
    const review = section.getByTestId("review").first();
    await expect(review).toContainText(t.words);
    await expect(review.locator("img")).toHaveCount(1);
    const jsonLd = await customer.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "{}").aggregateRating).toMatchObject({
      ratingValue: 4,
      reviewCount: 1,
    });
    // The shop's page lists the product's card with its rating line.
    await customer.goto(`/customer/shops/${seller.id}`);
    await expect(customer.getByTestId("card-rating").first()).toBeVisible();

    // The shop answers from its reviews list, once.
    await shop.goto("/shop/profile/reviews");
    await waitForApp(shop);
    const listed = shop.getByTestId("seller-review").filter({ hasText: t.words });
    await listed.getByRole("button", { name: t.answer }).click();
    await listed.getByLabel(t.answerLabel).fill(t.reply);
    await listed.getByRole("button", { name: t.publishAnswer }).click();
    // The list shows the published answer once the API has it (not the form's own text).
    await expect(listed.getByText(t.shopAnswer)).toBeVisible();
    await expect(listed.getByText(t.reply)).toBeVisible();
    await expect(listed.getByRole("button", { name: t.answer })).toHaveCount(0);

    await customer.goto(`/customer/products/${product.id}`);
    const answered = customer.locator("#reviews").getByTestId("review-answer");
    await expect(answered).toContainText(t.shopAnswer);
    await expect(answered).toContainText(t.reply);

    // Nothing sticks out sideways on a phone.
    await expectNoSidewaysScroll(customer);
    await close();
  });
}
