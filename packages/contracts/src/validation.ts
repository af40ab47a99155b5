import { toPersianDigits } from "./digits";
import type { Bilingual, FieldErrors } from "./envelope";

/**
 * Messages that schemas name by key (`z.string().min(1, "required")`). The same key is
 * shown by the web form and returned by the API, in both languages.
 */
export const validationMessages = {
  required: { en: "This field is required.", fa: "این فیلد الزامی است." },
  invalid_number: { en: "Please enter a valid number.", fa: "لطفاً یک عدد معتبر وارد کنید." },
  positive_number: {
    en: "Please enter a number greater than zero.",
    fa: "لطفاً عددی بزرگ‌تر از صفر وارد کنید.",
  },
  invalid_email: {
    en: "Please enter a valid email address.",
    fa: "لطفاً یک نشانی ایمیل معتبر وارد کنید.",
  },
  invalid_choice: {
    en: "Please choose one of the options.",
    fa: "لطفاً یکی از گزینه‌ها را انتخاب کنید.",
  },
  unknown_field: { en: "This field is not accepted.", fa: "این فیلد پذیرفته نمی‌شود." },
  invalid: { en: "This value is not valid.", fa: "این مقدار معتبر نیست." },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof validationMessages;

function isMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === "string" && Object.hasOwn(validationMessages, value);
}

/** The parts of a zod issue this module reads; works for zod's issues and Fastify's copies. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  keys?: readonly string[];
}

function sizeText(issue: IssueLike, bound: "minimum" | "maximum"): Bilingual {
  const limit = String(issue[bound]);
  const faLimit = toPersianDigits(limit);
  if (issue.origin === "string") {
    return bound === "minimum"
      ? {
          en: `Please enter at least ${limit} characters.`,
          fa: `لطفاً دست‌کم ${faLimit} نویسه وارد کنید.`,
        }
      : {
          en: `Please enter at most ${limit} characters.`,
          fa: `لطفاً حداکثر ${faLimit} نویسه وارد کنید.`,
        };
  }
  if (issue.origin === "array" || issue.origin === "set") {
    return bound === "minimum"
      ? { en: `Please choose at least ${limit}.`, fa: `لطفاً دست‌کم ${faLimit} مورد انتخاب کنید.` }
      : { en: `Please choose at most ${limit}.`, fa: `لطفاً حداکثر ${faLimit} مورد انتخاب کنید.` };
  }
  return bound === "minimum"
    ? { en: `Must be at least ${limit}.`, fa: `باید دست‌کم ${faLimit} باشد.` }
    : { en: `Must be at most ${limit}.`, fa: `باید حداکثر ${faLimit} باشد.` };
}

/** A user-facing message in both languages for one validation issue. */
export function describeIssue(issue: IssueLike): Bilingual {
  if (isMessageKey(issue.message)) return validationMessages[issue.message];
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return validationMessages.required;
      return issue.expected === "number" || issue.expected === "int" || issue.expected === "bigint"
        ? validationMessages.invalid_number
        : validationMessages.invalid;
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) {
        return validationMessages.required;
      }
      return sizeText(issue, "minimum");
    case "too_big":
      return sizeText(issue, "maximum");
    case "invalid_format":
      return issue.format === "email"
        ? validationMessages.invalid_email
        : validationMessages.invalid;
    case "invalid_value":
      return validationMessages.invalid_choice;
    case "unrecognized_keys":
      return validationMessages.unknown_field;
    default:
      return validationMessages.invalid;
  }
}

/** Dotted path of an issue; the form-level key is "_" when the issue has no path. */
export function issueField(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "_" : path.map(String).join(".");
}

/** Collects issues into the envelope's `errors`; the first message per field wins. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = { fa: {}, en: {} };
  for (const issue of issues) {
    const fields =
      issue.code === "unrecognized_keys" && issue.keys?.length
        ? issue.keys.map((key) => issueField([...issue.path, key]))
        : [issueField(issue.path)];
    const text = describeIssue(issue);
    for (const field of fields) {
      if (field in errors.en) continue;
      errors.en[field] = text.en;
      errors.fa[field] = text.fa;
    }
  }
  return errors;
}
