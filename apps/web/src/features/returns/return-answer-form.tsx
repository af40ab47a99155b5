"use client";

import type { OrderReturn } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { SendOrCancel } from "@/components/form/send-or-cancel";
import { typedTomanToRials } from "./parse-number";
import { FormProblem, NoteField, TomanField } from "./return-fields";
import { answerReturn } from "./return-queries";

type Mode = "choose" | "offer" | "refuse";

/** The shop's answer to a return: accept and refund, offer part of the amount, or refuse. */
export function ReturnAnswerForm({ orderId, item }: { orderId: number; item: OrderReturn }) {
  const t = useTranslations("returns.answer");
  const [mode, setMode] = useState<Mode>("choose");
  const [goodsBack, setGoodsBack] = useState(false);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function send(body: Parameters<typeof answerReturn>[2]) {
    setBusy(true);
    await answerReturn(orderId, item.id, body);
    setBusy(false);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mode === "offer") {
      const rials = typedTomanToRials(amount);
      if (!rials) return setProblem(t("amountInvalid"));
      setProblem(null);
      return void send({ decision: "offer", goods_back: goodsBack, amount_rials: rials });
    }
    if (note.trim() === "") return setProblem(t("noteRequired"));
    setProblem(null);
    void send({ decision: "refuse", note });
  }

  const goodsBackBox = (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        className="size-5"
        checked={goodsBack}
        onChange={(event) => setGoodsBack(event.target.checked)}
      />
      {t("goodsBack")}
    </label>
  );

  if (mode === "choose") {
    return (
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-2">
        {goodsBackBox}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void send({ decision: "accept", goods_back: goodsBack })}
            className={primaryButton}
          >
            {t("accept")}
          </button>
          <button type="button" onClick={() => setMode("offer")} className={secondaryButton}>
            {t("offer")}
          </button>
          <button
            type="button"
            onClick={() => setMode("refuse")}
            className={`${secondaryButton} text-red-700`}
          >
            {t("refuse")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 border-t border-slate-200 pt-2"
    >
      {mode === "offer" ? (
        <>
          {goodsBackBox}
          <TomanField label={t("amount")} value={amount} onChange={setAmount} />
        </>
      ) : (
        <NoteField label={t("note")} value={note} onChange={setNote} />
      )}
      <FormProblem text={problem} />
      <SendOrCancel isBusy={isBusy} onCancel={() => setMode("choose")} cancel={t("back")}>
        {mode === "offer" ? t("sendOffer") : t("sendRefusal")}
      </SendOrCancel>
    </form>
  );
}
