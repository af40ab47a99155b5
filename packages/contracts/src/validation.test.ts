import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssue, fieldErrorsFromIssues, validationMessages } from "./validation";

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error("expected the value to be invalid");
  return result.error.issues;
}

function firstIssue(schema: z.ZodType, value: unknown) {
  const [issue] = issuesOf(schema, value);
  if (!issue) throw new Error("expected an issue");
  return issue;
}

describe("validation messages", () => {
  it("tells a missing value from a wrong one", () => {
    const schema = z.object({ age: z.number() });
    expect(describeIssue(firstIssue(schema, {}))).toEqual(validationMessages.required);
    expect(describeIssue(firstIssue(schema, { age: "x" }))).toEqual(
      validationMessages.invalid_number,
    );
  });

  it("uses a message key a schema names", () => {
    const schema = z.string().refine(() => false, "invalid_email");
    expect(describeIssue(firstIssue(schema, "a"))).toEqual(validationMessages.invalid_email);
  });

  it("gives string lengths in Persian digits for Persian", () => {
    const issue = firstIssue(z.string().min(15), "short");
    expect(describeIssue(issue)).toEqual({
      en: "Please enter at least 15 characters.",
      fa: "لطفاً دست‌کم ۱۵ نویسه وارد کنید.",
    });
  });

  it("collects one message per field, in both languages, and names unknown keys", () => {
    const schema = z.strictObject({ name: z.string().min(1), email: z.email() });
    const errors = fieldErrorsFromIssues(issuesOf(schema, { name: "", email: "no", role: "x" }));
    expect(errors.en).toEqual({
      name: "This field is required.",
      email: "Please enter a valid email address.",
      role: "This field is not accepted.",
    });
    expect(Object.keys(errors.fa)).toEqual(Object.keys(errors.en));
  });

  it("keys nested fields by their dotted path and form-level issues by _", () => {
    const nested = z.object({ address: z.object({ city: z.string().min(1) }) });
    expect(fieldErrorsFromIssues(issuesOf(nested, { address: { city: "" } })).en).toEqual({
      "address.city": "This field is required.",
    });
    const formLevel = nested.refine(() => false, "invalid");
    expect(fieldErrorsFromIssues(issuesOf(formLevel, { address: { city: "x" } })).en).toEqual({
      _: "This value is not valid.",
    });
  });
});
