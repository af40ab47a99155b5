"use client";

import {
  freightRules,
  type LoadQuestion,
  type LoadQuestionBody,
  loadQuestionBodySchema,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { formatDateTime } from "@/lib/i18n/local-date";
import { askQuestion } from "./freight-queries";
import { Card } from "./shipping-ui";

/**
 * The questions drivers asked about a load and the shop's answers (decision 036): every viewer
 * reads them all, without the asker's name; a driver's own are marked "yours". The shop's page
 * passes `renderAnswer` to put its answer box where "waiting for the shop's answer" stands.
 */
export function LoadQuestionList({
  questions,
  renderAnswer,
}: {
  questions: readonly LoadQuestion[];
  renderAnswer?: (question: LoadQuestion) => ReactNode;
}) {
  const t = useTranslations("freightDriver.questions");
  const language = useLocale();
  if (questions.length === 0) {
    return <p className="text-slate-600">{t("empty")}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {questions.map((question) => (
        <li
          key={question.id}
          data-testid="load-question"
          className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="whitespace-pre-line font-semibold text-slate-900">{question.question}</p>
            {question.mine ? (
              <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                {t("mine")}
              </span>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">
            {t("askedAt", { at: formatDateTime(question.asked_at, language) })}
          </p>
          {question.answer !== null ? (
            <div className="border-s-4 border-primary-300 ps-3" data-testid="load-answer">
              <p className="text-sm font-semibold text-slate-600">{t("answer")}</p>
              <p className="whitespace-pre-line text-slate-900">{question.answer}</p>
            </div>
          ) : renderAnswer ? (
            renderAnswer(question)
          ) : (
            <p className="text-sm italic text-slate-600">{t("waiting")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The driver's questions card on a load's page: what was asked, and a box to ask. */
export function DriverLoadQuestions({
  requestId,
  questions,
  canAsk,
}: {
  requestId: number;
  questions: readonly LoadQuestion[];
  canAsk: boolean;
}) {
  const t = useTranslations("freightDriver.questions");
  return (
    <Card id="load-questions" title={t("title")} testId="load-questions">
      <LoadQuestionList questions={questions} />
      {canAsk ? <AskQuestionForm requestId={requestId} /> : null}
    </Card>
  );
}

function AskQuestionForm({ requestId }: { requestId: number }) {
  const t = useTranslations("freightDriver.questions");
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useZodForm<LoadQuestionBody, LoadQuestionBody>(loadQuestionBodySchema, {
    defaultValues: { question: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setSent(false);
    const isSent = await askQuestion({
      requestId,
      body,
      fields: ["question"],
      setError: form.setError,
    });
    if (isSent) {
      form.reset({ question: "" });
      setSent(true);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t("ask")}>
      <TextAreaField
        control={form.control}
        name="question"
        id={`${id}-question`}
        label={t("askLabel")}
        description={t("askHint")}
        textAreaProps={{ rows: 3, maxLength: freightRules.maxQuestionLength }}
      />
      {sent ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t("sent")}
        </p>
      ) : null}
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {t("ask")}
      </button>
    </form>
  );
}
