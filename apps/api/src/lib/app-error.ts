import {
  type Bilingual,
  type ErrorCode,
  errorCatalogue,
  errorMessages,
  type FieldErrors,
} from "@kesht/contracts";

/**
 * The one error type services throw. The handler turns it into the envelope; the code's
 * HTTP status and default texts live in the contracts' error catalogue.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messages: Bilingual;
  readonly fieldErrors: FieldErrors;

  constructor(code: ErrorCode, options: { messages?: Bilingual; fieldErrors?: FieldErrors } = {}) {
    const messages = options.messages ?? errorMessages(code);
    super(messages.en);
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorCatalogue[code].http;
    this.messages = messages;
    this.fieldErrors = options.fieldErrors ?? { fa: {}, en: {} };
  }
}
