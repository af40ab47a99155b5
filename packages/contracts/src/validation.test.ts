import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssue, fieldErrorsFromIssues, validationMessages } from "./validation";

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error("expected the value to be invalid");
  return result.error.issues;
}

describe("validation messages", () => {
  it("tells a missing value from a wrong one", () => {
    const schema = z.object({ age: z.number() });
    expect(describeIssue(issuesOf(schema, {})[0]!)).toEqual(validationMessages.required);
    expect(describeIssue(issuesOf(schema, { age: "x" })[0]!)).toEqual(
      validationMessages.invalid_number,
    );
  });

  it("uses a message key a schema names", () => {
    const schema = z.string().refine(() => false, "invalid_email");
    expect(describeIssue(issuesOf(schema, "a")[0]!)).toEqual(validationMessages.invalid_email);
  });

  it("gives string lengths in Persian digits for Persian", () => {
    const issue = issuesOf(z.string().min(15), "short")[0]!;
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
