"use client";

import {
  freightRules,
  type LoadAnswerBody,
  type LoadQuestion,
  loadAnswerBodySchema,
} from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { primaryButton } from "@/components/button-styles";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ToneBadge } from "@/components/tone-badge";
import { LoadQuestionList } from "./load-questions";
import { answerLoadQuestion } from "./seller-freight-queries";
import { Card } from "./shipping-ui";

/**
 * Drivers' questions on the shop's load (decision 036), with how many wait for an answer and
 * an answer box under each unanswered one. The shop answers each once; every bidder reads it.
 */
export function SellerLoadQuestions({
  requestId,
  questions,
  canAnswer,
}: {
  requestId: number;
  questions: readonly LoadQuestion[];
  canAnswer: boolean;
}) {
  const t = useTranslations("freight.questions");
  const unanswered = questions.filter((question) => question.answer === null).length;
  return (
    <Card
      id="seller-load-questions"
      testId="seller-load-questions"
      title={
        <span className="flex flex-wrap items-center gap-2">
          {t("title")}
          {questions.length > 0 ? (
            <span data-testid="unanswered-count" className="text-base font-normal">
              <ToneBadge tone={unanswered > 0 ? "amber" : "green"}>
                {t("unanswered", { count: unanswered })}
              </ToneBadge>
            </span>
          ) : null}
        </span>
      }
    >
      {questions.length === 0 ? (
        <p className="text-slate-600">{t("none")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("everyoneSees")}</p>
          <LoadQuestionList
            questions={questions}
            renderAnswer={
              canAnswer
                ? (question) => <AnswerForm requestId={requestId} question={question} />
                : undefined
            }
          />
        </>
      )}
    </Card>
  );
}

function AnswerForm({ requestId, question }: { requestId: number; question: LoadQuestion }) {
  const t = useTranslations("freight.questions");
  const id = useId();
  const form = useZodForm<LoadAnswerBody, LoadAnswerBody>(loadAnswerBodySchema, {
    defaultValues: { answer: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    await answerLoadQuestion({
      requestId,
      questionId: question.id,
      answer: body.answer,
      setError: form.setError,
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-label={t("answerTo", { question: question.question })}
    >
      <TextAreaField
        control={form.control}
        name="answer"
        id={`${id}-answer`}
        label={t("answerLabel")}
        description={t("onceHint")}
        textAreaProps={{ rows: 2, maxLength: freightRules.maxAnswerLength }}
      />
      <button type="submit" className={`${primaryButton} self-start`} disabled={isSubmitting}>
        {t("send")}
      </button>
    </form>
  );
}
