import {
  type Bilingual,
  type ErrorCode,
  errorMessages,
  toPersianDigits,
  validationMessages,
} from "@kesht/contracts";
import { AppError } from "../../lib/app-error";

/** A refusal that ends at a known time; the routes send `retryAfterSeconds` as Retry-After. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, retryAfterSeconds: number, messages: Bilingual) {
    super(code, { messages });
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

const fa = (value: number) => toPersianDigits(String(value));

export function cooldownError(seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds));
  return new RetryLaterError("otp_cooldown", wait, {
    en: `A code was just sent. You can ask for a new one in ${wait} seconds.`,
    fa: `کدی همین الان فرستاده شد. ${fa(wait)} ثانیهٔ دیگر می‌توانید کد تازه بخواهید.`,
  });
}

export function lockedError(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new RetryLaterError("otp_locked", seconds, {
    en: `Too many wrong codes were entered. For your safety this number is locked; please try again in ${minutes} minutes.`,
    fa: `کد نادرست چند بار وارد شد. برای امنیت شما این شماره قفل شده است؛ لطفاً ${fa(minutes)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  });
}

export function dailyCapError(by: "number" | "ip", seconds: number) {
  const messages: Bilingual =
    by === "number"
      ? {
          en: "This number has received too many codes today; please try again tomorrow.",
          fa: "امروز کدهای زیادی به این شماره فرستاده شده است؛ لطفاً فردا دوباره تلاش کنید.",
        }
      : {
          en: "Too many codes were requested from your network today; please try again tomorrow.",
          fa: "امروز کدهای زیادی از شبکهٔ شما درخواست شده است؛ لطفاً فردا دوباره تلاش کنید.",
        };
  return new RetryLaterError("otp_daily_cap", seconds, messages);
}

/** Both field errors point at `code`, so the form shows the text under the code input. */
export function wrongCodeError(triesLeft: number) {
  return new AppError("validation_failed", {
    messages: {
      en: `The code is not right. You can try ${triesLeft} more ${triesLeft === 1 ? "time" : "times"}.`,
      fa: `کد درست نیست. ${fa(triesLeft)} بار دیگر می‌توانید تلاش کنید.`,
    },
    fieldErrors: {
      en: { code: validationMessages.code_invalid.en },
      fa: { code: validationMessages.code_invalid.fa },
    },
  });
}

export function expiredCodeError() {
  const text = errorMessages("otp_expired");
  return new AppError("otp_expired", {
    fieldErrors: { en: { code: text.en }, fa: { code: text.fa } },
  });
}

/** Admins are added by Kesht, never at sign-in. */
export function noAccountError() {
  return new AppError("no_account", {
    messages: {
      en: "There is no admin account for this number. These accounts are created by Kesht; please contact support.",
      fa: "برای این شماره حساب مدیری وجود ندارد. این حساب‌ها را کشت می‌سازد؛ لطفاً با پشتیبانی تماس بگیرید.",
    },
  });
}
