import type { Bilingual } from "./envelope";

/**
 * Every error the API can answer with: code → HTTP status and default text.
 * One table, so a reviewer finds every failure mode in one place.
 */
export const errorCatalogue = {
  validation_failed: {
    http: 422,
    en: "Please check the highlighted fields.",
    fa: "لطفاً فیلدهای مشخص‌شده را بررسی کنید.",
  },
  bad_request: {
    http: 400,
    en: "The request could not be understood.",
    fa: "درخواست قابل فهم نبود.",
  },
  unauthenticated: {
    http: 401,
    en: "Please sign in to continue.",
    fa: "لطفاً برای ادامه وارد شوید.",
  },
  forbidden: {
    http: 403,
    en: "You do not have access to this.",
    fa: "شما به این بخش دسترسی ندارید.",
  },
  not_found: {
    http: 404,
    en: "What you are looking for was not found.",
    fa: "موردی که به دنبال آن هستید پیدا نشد.",
  },
  route_not_found: {
    http: 404,
    en: "This address does not exist.",
    fa: "این نشانی وجود ندارد.",
  },
  conflict: {
    http: 409,
    en: "This changed in the meantime; please reload and try again.",
    fa: "این مورد در این فاصله تغییر کرده است؛ لطفاً دوباره بارگذاری و تلاش کنید.",
  },
  payload_too_large: {
    http: 413,
    en: "The request is too large.",
    fa: "حجم درخواست بیش از حد مجاز است.",
  },
  rate_limited: {
    http: 429,
    en: "Too many requests; please wait a moment and try again.",
    fa: "تعداد درخواست‌ها زیاد است؛ لطفاً کمی صبر کنید و دوباره تلاش کنید.",
  },
  internal: {
    http: 500,
    en: "Something went wrong on our side. Please try again.",
    fa: "مشکلی در سمت ما پیش آمد. لطفاً دوباره تلاش کنید.",
  },
  unavailable: {
    http: 503,
    en: "The service is temporarily unavailable.",
    fa: "سرویس موقتاً در دسترس نیست.",
  },
} as const satisfies Record<string, Bilingual & { http: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorMessages(code: ErrorCode): Bilingual {
  const { en, fa } = errorCatalogue[code];
  return { en, fa };
}
