"use client";

import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  type InputProps,
  Label,
  Text,
  TextArea,
  type TextAreaProps,
} from "react-aria-components";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { controlBorder, controlClass } from "./field-styles";
import { validationText } from "./validation-text";

/** What every text field of a form is given: its form, its field and the words around it. */
interface FieldProps<F extends FieldValues, T> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  /**
   * What the typed text is stored as in the form (an empty optional number as undefined);
   * the text as typed when absent.
   */
  toValue?: (text: string) => unknown;
  /** The control's id; the label points at it. */
  id: string;
  label: string;
  description?: string;
  /** Marked "optional" after the label; fields are required unless they say so. */
  optionalLabel?: string;
}

type Reserved = "id" | "name" | "value" | "onChange" | "onBlur" | "className";

export interface TextFieldProps<F extends FieldValues, T> extends FieldProps<F, T> {
  /** The input's own attributes: dir, inputMode, autoComplete, autoFocus… */
  inputProps?: Omit<InputProps, Reserved>;
  /** Classes added to the input's (a text alignment, a font). */
  inputClassName?: string;
  /** A unit shown at the input's end ("toman", "%", "days"); screen readers get it from the hint. */
  unit?: string;
}

export interface TextAreaFieldProps<F extends FieldValues, T> extends FieldProps<F, T> {
  textAreaProps?: Omit<TextAreaProps, Reserved>;
  /** Classes added to the text area's (a text alignment). */
  textAreaClassName?: string;
}

/** A one-line text field of a react-hook-form form: label, input, hint and error. */
export function TextField<F extends FieldValues, T>({
  inputProps,
  inputClassName = "",
  unit,
  ...field
}: TextFieldProps<F, T>) {
  return (
    <ControlledField {...field}>
      {(isInvalid, ref) => {
        const input = (
          <Input
            ref={ref}
            {...inputProps}
            className={`${controlClass} ${controlBorder(isInvalid)} ${unit ? "pe-16" : ""} ${inputClassName}`
              .replace(/\s+/g, " ")
              .trim()}
          />
        );
        if (!unit) return input;
        return (
          <div className="relative">
            {input}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-500"
            >
              {unit}
            </span>
          </div>
        );
      }}
    </ControlledField>
  );
}

/** A text of several lines (a reason, a description) of a react-hook-form form. */
export function TextAreaField<F extends FieldValues, T>({
  textAreaProps,
  textAreaClassName = "",
  ...field
}: TextAreaFieldProps<F, T>) {
  return (
    <ControlledField {...field}>
      {(isInvalid, ref) => (
        <TextArea
          ref={ref}
          {...textAreaProps}
          className={`${controlClass} ${controlBorder(isInvalid)} ${textAreaClassName}`.trimEnd()}
        />
      )}
    </ControlledField>
  );
}

/**
 * React Aria's text field bound to one form field: the label names the control, the hint and
 * the error describe it, and the error (a message key or the API's text) is shown in the
 * active language.
 */
function ControlledField<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  description,
  optionalLabel,
  toValue,
  children,
}: FieldProps<F, T> & {
  children: (isInvalid: boolean, ref: (element: HTMLElement | null) => void) => ReactNode;
}) {
  const language = useLocale();
  const { field, fieldState } = useController({ control, name });
  const errorText = validationText(fieldState.error?.message, language);
  const isInvalid = Boolean(errorText);
  return (
    <AriaTextField
      id={id}
      name={field.name}
      value={field.value === undefined || field.value === null ? "" : String(field.value)}
      onChange={(text) => field.onChange(toValue ? toValue(text) : text)}
      onBlur={field.onBlur}
      isDisabled={field.disabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">
        {label}
        {optionalLabel ? (
          <span className="ms-1 font-normal text-slate-500">({optionalLabel})</span>
        ) : null}
      </Label>
      {children(isInvalid, field.ref)}
      {description ? (
        <Text slot="description" className="text-sm text-slate-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{errorText}</FieldError>
    </AriaTextField>
  );
}
