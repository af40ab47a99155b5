import { z } from "zod";

/*
 * The one rule for text people type (decision 015). Every free-text field in a request goes
 * through `text()`: trimmed, bounded, no control characters (a NUL cannot even be stored by
 * PostgreSQL) nor lone surrogates (issue 23), and for names and titles no bidi embeddings, overrides or isolates, which can
 * make one shop or product name read like another. The API's validator applies the
 * control-character rule to every string of every request as well, so a field that is not
 * declared as text still cannot carry one.
 */

/** Line breaks and tabs, refused in single-line text. */
const lineBreak = /[\t\n\r]/;
/** Bidi embeddings and overrides (U+202A–E) and isolates (U+2066–9). */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * True when `value` holds a character that no text field accepts: a C0 control other than
 * tab, line feed and carriage return; DEL; a C1 control; or half of a UTF-16 surrogate pair
 * without its other half. JSON can carry a lone surrogate ("\uD800"), but it is no character
 * at all, and PostgreSQL's jsonb (the audit log) refuses it.
 */
export function hasRefusedCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** True when `value` holds a bidi embedding, override or isolate. */
export function hasBidiControl(value: string): boolean {
  return bidiControl.test(value);
}

/**
 * A string whose type error says "required" when the value is missing and "invalid" when it
 * is something else, and nothing more: `z.string("required")` would put "required" on every
 * later check too, so a name that is too long would be called missing.
 */
export function typedString() {
  return z.string({
    error: (issue) =>
      issue.code === "invalid_type"
        ? issue.input === undefined || issue.input === null
          ? "required"
          : "invalid"
        : undefined,
  });
}

export interface TextRules {
  /** Most characters, after trimming. */
  max: number;
  /** Fewest characters after trimming; 1 (the default) makes the field required. */
  min?: number;
  /** `line` (the default): one line; `lines`: line breaks and tabs allowed; `name`: one line,
   * no bidi controls (names and titles others read). */
  kind?: "line" | "lines" | "name";
}

/** Free text typed by a person: trimmed, bounded, without control characters. */
export function text({ max, min = 1, kind = "line" }: TextRules) {
  let schema = typedString().trim();
  if (min > 0) schema = schema.min(min, min === 1 ? "required" : undefined);
  return schema
    .max(max)
    .refine(
      (value) => !hasRefusedCharacter(value) && (kind === "lines" || !lineBreak.test(value)),
      "control_characters",
    )
    .refine((value) => kind !== "name" || !hasBidiControl(value), "bidi_controls");
}

/** Optional free text: left out or empty (after trimming) is `null`. */
export function optionalText(rules: Omit<TextRules, "min">) {
  return text({ ...rules, min: 0 })
    .optional()
    .transform((value) => value || null);
}
