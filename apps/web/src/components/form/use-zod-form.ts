"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale } from "next-intl";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";
import { formErrorMap } from "./validation-text";

/**
 * react-hook-form validated by a contracts schema, the same one the API validates with
 * (ARCHITECTURE §2). Field values are the schema's input; the submit handler gets its output
 * (normalised: a mobile number in 09… form, ASCII digits).
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  const language = useLocale();
  return useForm<Input, unknown, Output>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema, { error: formErrorMap(language) }),
  });
}
