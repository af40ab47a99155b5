"use client";

import type { DefaultValues, FieldPath, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { RequestOptions } from "@/lib/api";
import { sendForm } from "./form/send-form";
import { TextAreaField, type TextAreaFieldProps } from "./form/text-field";
import { useZodForm } from "./form/use-zod-form";
import { ReasonDialogActions } from "./reason-dialog";

interface ReasonFormProps<Input extends FieldValues, Output> {
  /** The contracts schema the API validates the decision's body with. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The request the decision sends, built from the form's output. */
  call: (body: Output) => RequestOptions<unknown>;
  /** Called once the API has taken the decision (the dialog closes). */
  onDone: () => void;
  /**
   * The one text the decision asks for (a reason, a note, an answer); an API error for it is
   * shown under it. Absent where the decision only needs confirming.
   */
  text?: {
    name: FieldPath<Input>;
    id: string;
    label: string;
    description?: string;
    /** Rows, autoFocus, maxLength; the text is always written in either direction. */
    textAreaProps?: TextAreaFieldProps<Input, Output>["textAreaProps"];
  };
  closeText: string;
  submitText: string;
  isDestructive?: boolean;
}

/**
 * The form inside a ReasonDialog: the decision's one text, then "keep as it is" and the button
 * that sends the decision once; the dialog closes when the API has taken it.
 */
export function ReasonForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  call,
  onDone,
  text,
  closeText,
  submitText,
  isDestructive,
}: ReasonFormProps<Input, Output>) {
  const form = useZodForm(schema, { defaultValues });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<unknown, Input>({
      call: call(body),
      fields: text ? [text.name] : [],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {text ? (
        <TextAreaField
          control={form.control}
          name={text.name}
          id={text.id}
          label={text.label}
          description={text.description}
          textAreaProps={{ ...text.textAreaProps, dir: "auto" }}
        />
      ) : null}
      <ReasonDialogActions
        closeText={closeText}
        submitText={submitText}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={isDestructive}
      />
    </form>
  );
}
