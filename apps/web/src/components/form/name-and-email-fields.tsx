"use client";

import { useTranslations } from "next-intl";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "@/components/form/text-field";

/** A person's full name and email, as registration asks for them and the profile edits them. */
export function NameAndEmailFields<F extends FieldValues & { name: string; email: string }, T>({
  control,
  idPrefix,
}: {
  control: Control<F, unknown, T>;
  idPrefix: string;
}) {
  const t = useTranslations("accounts.person");
  return (
    <>
      <TextField
        control={control}
        name={"name" as FieldPath<F>}
        id={`${idPrefix}-name`}
        label={t("name")}
        inputProps={{ type: "text", autoComplete: "name" }}
      />
      <TextField
        control={control}
        name={"email" as FieldPath<F>}
        id={`${idPrefix}-email`}
        label={t("email")}
        inputProps={{ type: "email", autoComplete: "email", dir: "ltr" }}
        inputClassName="rtl:text-end"
      />
    </>
  );
}
