import {
  type Language,
  type ProductBody,
  type ProductBodyParsed,
  productBodySchema,
  type StockType,
  validationMessages,
} from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useZodForm } from "@/components/form/use-zod-form";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import {
  blankPackValues,
  blankProductValues,
  fieldsOf,
  type PackFormValues,
  payloadOf,
} from "../product-form-values";
import { sendProduct } from "../send-product";
import { PackFields } from "./pack-fields";
import { type ProductForm, stockFitsUnit } from "./product-form-types";

/*
 * The seller's pack editor (decision 041): one pack looks like a plain product's stock and
 * price; a second one names them all; packs are added and removed (one stays); problems, the
 * form's own and the API's, show under the pack's field they are about.
 */

const stockTypes: StockType[] = [
  { id: 1, code: "kg", title: "کیلوگرم", title_en: "Kilogram", allows_fraction: true },
  { id: 2, code: "box", title: "جعبه", title_en: "Box", allows_fraction: false },
];

let root: Root | null = null;
let container: HTMLDivElement | null = null;

function Harness({
  packs,
  onValid,
}: {
  packs: PackFormValues[];
  onValid: (body: ProductBodyParsed, form: ProductForm) => void;
}) {
  const form: ProductForm = useZodForm<ProductBody, ProductBodyParsed>(productBodySchema, {
    defaultValues: fieldsOf({
      ...blankProductValues,
      name: "برنج",
      category_id: 3,
      variants: packs,
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        if (stockFitsUnit(form, body, stockTypes)) onValid(body, form);
      })}
    >
      <PackFields form={form} idPrefix="edit" stockTypes={stockTypes} />
      <button type="submit">save</button>
    </form>
  );
}

async function show(
  packs: PackFormValues[],
  language: Language = "en",
  onValid: (body: ProductBodyParsed, form: ProductForm) => void = () => {},
) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
      >
        <Harness packs={packs} onValid={onValid} />
      </NextIntlClientProvider>,
    ),
  );
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const labels = () => [...document.querySelectorAll("label")].map((label) => label.textContent);
const button = (name: string) =>
  [...document.querySelectorAll("button")].find(
    (element) => element.getAttribute("aria-label") === name || element.textContent === name,
  ) as HTMLButtonElement | undefined;
/** The text of what describes a field: its hint and its error. */
const describedText = (id: string) =>
  (byId(id)?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((described) => document.getElementById(described)?.textContent ?? "")
    .join(" ");

async function click(element: HTMLElement | null | undefined) {
  if (!element) throw new Error("nothing to click");
  await act(async () => element.click());
}

/** Types into an input as a person does, so react-hook-form reads it. */
async function type(id: string, value: string) {
  const input = byId(id);
  if (!input) throw new Error(`no input ${id}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => document.querySelector("form")?.requestSubmit());
}

const bag: PackFormValues = {
  ...blankPackValues,
  id: 11,
  stock: "40",
  stock_type_id: 1,
  price_toman: "150,000",
};

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.unstubAllGlobals();
});

describe("the pack editor", () => {
  it("shows one plain pack as stock, unit and price, with no names until a second is added", async () => {
    const saved: ProductBodyParsed[] = [];
    await show([bag], "en", (body) => saved.push(body));
    expect(labels()).toEqual(expect.arrayContaining(["Stock", "Unit", "Price"]));
    expect(byId("edit-stock")?.value).toBe("40");
    expect(byId("edit-pack-1-label")).toBeNull();
    expect(button("Remove pack 1")).toBeUndefined();

    await submit();
    expect(saved[0]?.variants).toEqual([
      expect.objectContaining({ id: 11, label: null, stock: 40, price_toman: 150_000 }),
    ]);
    expect(saved[0]?.price_toman).toBeUndefined();
  });

  it("adds a pack in the last one's unit, asks both their names, and sends both", async () => {
    const saved: ProductBodyParsed[] = [];
    await show([bag], "en", (body) => saved.push(body));
    await click(button("Sell it in another pack or size"));
    expect(byId("edit-pack-1-stock")?.value).toBe("40");
    expect(byId("edit-pack-2-label")).not.toBeNull();
    expect((byId("edit-pack-2-stock-type") as unknown as HTMLSelectElement).value).toBe("1");

    await submit();
    expect(saved).toEqual([]);
    expect(describedText("edit-pack-1-label")).toContain(
      validationMessages.variant_label_required.en,
    );
    expect(describedText("edit-pack-2-price")).toContain(validationMessages.required.en);

    await type("edit-pack-1-label", "کیسه ۱ کیلویی");
    await type("edit-pack-1-label-en", "1 kg bag");
    await type("edit-pack-2-label", "جعبه ۵ کیلویی");
    await type("edit-pack-2-label-en", "5 kg box");
    await type("edit-pack-2-stock", "6");
    await type("edit-pack-2-price", "700000");
    await type("edit-pack-2-weight", "5");
    await submit();
    expect(saved[0]?.variants).toEqual([
      expect.objectContaining({ id: 11, label: "کیسه ۱ کیلویی", label_en: "1 kg bag" }),
      expect.objectContaining({ label_en: "5 kg box", price_toman: 700_000, weight_kg: 5 }),
    ]);
    expect(saved[0]?.variants?.[1]).not.toHaveProperty("id");
  });

  it("says two packs of one name and a part of a whole unit under the pack, in Persian", async () => {
    await show(
      [
        { ...bag, label: "جعبه" },
        { ...bag, id: 12, label: "جعبه", stock: "۲٫۵", stock_type_id: 2 },
      ],
      "fa",
    );
    await submit();
    expect(describedText("edit-pack-2-label")).toContain(
      validationMessages.duplicate_variant_label.fa,
    );

    await type("edit-pack-2-label", "جعبه بزرگ");
    await submit();
    expect(describedText("edit-pack-2-stock")).toContain(
      validationMessages.fraction_not_allowed.fa,
    );
    // The first pack's kilograms may be a part: only the box's stock is refused.
    expect(describedText("edit-pack-1-stock")).not.toContain(
      validationMessages.fraction_not_allowed.fa,
    );
  });

  it("removes a pack, keeps the last one, and says what removing a saved pack does", async () => {
    const saved: ProductBodyParsed[] = [];
    await show(
      [
        { ...bag, label: "کیسه", label_en: "Bag" },
        { ...bag, id: 12, label: "جعبه", label_en: "Box" },
      ],
      "en",
      (body) => saved.push(body),
    );
    const note = "A removed pack leaves your shop when you save.";
    expect(document.body.textContent).not.toContain(note);
    await click(button("Remove pack 1"));
    expect(document.body.textContent).toContain(note);
    // The one left keeps its names, so they are still shown, but it cannot be removed.
    expect(byId("edit-pack-1-label")?.value).toBe("جعبه");
    expect(button("Remove pack 1")?.disabled).toBe(true);

    await submit();
    expect(saved[0]?.variants?.map((pack) => pack.id)).toEqual([12]);
  });

  it("shows the API's refusal under the pack's field it names", async () => {
    const refused = { en: "Price too high for this pack.", fa: "قیمت این بسته زیاد است." };
    stubFetch(() =>
      jsonResponse(
        422,
        envelope({
          status: "error",
          message: "Invalid",
          messages: { en: "Invalid", fa: "نامعتبر" },
          data: null,
          errors: {
            en: { "variants.1.price_toman": refused.en },
            fa: { "variants.1.price_toman": refused.fa },
          },
        }),
      ),
    );
    await show(
      [
        { ...bag, label: "کیسه" },
        { ...bag, id: 12, label: "جعبه" },
      ],
      "en",
      (body, form) =>
        void sendProduct({
          method: "PUT",
          path: "/seller/products/5",
          payload: payloadOf(body),
          properties: [],
          form,
        }),
    );
    await submit();
    await vi.waitFor(() => expect(describedText("edit-pack-2-price")).toContain(refused.en));
  });
});
