import { blockPersonBodySchema } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { ReasonForm } from "./reason-form";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

let unmount: (() => Promise<void>) | null = null;

afterEach(async () => {
  await unmount?.();
  unmount = null;
});

async function show(form: ReactElement) {
  const view = await renderInDom(
    <NextIntlClientProvider locale="en" messages={catalogues.en} timeZone="Asia/Tehran">
      {form}
    </NextIntlClientProvider>,
  );
  unmount = view.unmount;
}

function blockForm(onDone: () => void) {
  return (
    <ReasonForm
      schema={blockPersonBodySchema}
      defaultValues={{ reason: "" }}
      call={(body) => ({ method: "POST", path: "/admin/people/5/block", payload: body })}
      onDone={onDone}
      text={{ name: "reason", id: "block-reason", label: "Why" }}
      closeText="Keep as it is"
      submitText="Block"
    />
  );
}

/** Types as the browser does: sets the value and fires the input event React listens to. */
async function type(text: string) {
  const area = document.querySelector("textarea");
  if (!area) throw new Error("no text area");
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(area, text);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function send() {
  const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error("no submit button");
  await act(async () => button.click());
}

describe("the reason form of a decision", () => {
  it("sends the body the call builds from the typed reason, then closes", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: {} })));
    const onDone = vi.fn();
    await show(blockForm(onDone));
    expect(document.querySelector("label")?.textContent).toBe("Why");
    expect(document.querySelector("textarea")?.getAttribute("dir")).toBe("auto");

    await type("Sells mouldy rice");
    await send();

    await waitUntil(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/v1/admin/people/5/block");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ reason: "Sells mouldy rice" });
  });

  it("shows the API's error for the reason under it and stays open", async () => {
    const errors = { fa: { reason: "دلیل پذیرفته نشد" }, en: { reason: "The reason was refused" } };
    stubFetch(() => jsonResponse(422, envelope({ status: "error", errors })));
    const onDone = vi.fn();
    await show(blockForm(onDone));

    await type("Sells mouldy rice");
    await send();

    await waitUntil(() => {
      const said = document.body.textContent ?? "";
      expect(said.includes(errors.en.reason) || said.includes(errors.fa.reason)).toBe(true);
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("asks for no text where the decision only needs confirming", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: {} })));
    const onDone = vi.fn();
    await show(
      <ReasonForm
        schema={blockPersonBodySchema.pick({})}
        defaultValues={{}}
        call={() => ({ method: "POST", path: "/admin/people/5/unblock" })}
        onDone={onDone}
        closeText="Keep as it is"
        submitText="Unblock"
        isDestructive={false}
      />,
    );
    expect(document.querySelector("textarea")).toBeNull();

    await send();

    await waitUntil(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toBe("/api/v1/admin/people/5/unblock");
  });
});
