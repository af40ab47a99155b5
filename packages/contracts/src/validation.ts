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
  discount_code_format: {
    en: "A code has 3 to 24 letters, digits, - or _ (English letters), starting with a letter or digit.",
    fa: "کد ۳ تا ۲۴ نویسه از حروف انگلیسی، رقم، - یا _ است و با حرف یا رقم شروع می‌شود.",
  },
  discount_ends_before_start: {
    en: "The last day cannot be before the first day.",
    fa: "روز پایان نمی‌تواند پیش از روز شروع باشد.",
  },
  unknown_field: { en: "This field is not accepted.", fa: "این فیلد پذیرفته نمی‌شود." },
  // Packs and sizes of a product (decision 041).
  variant_label_required: {
    en: "Please name each pack or size when there are several.",
    fa: "وقتی چند بسته یا اندازه هست، لطفاً برای هر کدام نامی بنویسید.",
  },
  duplicate_variant_label: {
    en: "Two packs or sizes have the same name.",
    fa: "دو بسته یا اندازه نام یکسانی دارند.",
  },
  not_with_variants: {
    en: "Give this for each pack or size instead.",
    fa: "این را برای هر بسته یا اندازه جداگانه بنویسید.",
  },
  too_many_variants: {
    en: "A product can have at most 12 packs or sizes.",
    fa: "هر کالا حداکثر ۱۲ بسته یا اندازه می‌تواند داشته باشد.",
  },
  has_variants: {
    en: "This product sells in several packs or sizes: change their prices and stock on its page.",
    fa: "این محصول در چند بسته یا اندازه فروخته می‌شود: قیمت و موجودی هر کدام را در صفحهٔ خودش تغییر دهید.",
  },
  variant_required: {
    en: "Please choose a pack or size.",
    fa: "لطفاً یک بسته یا اندازه انتخاب کنید.",
  },
  invalid: { en: "This value is not valid.", fa: "این مقدار معتبر نیست." },
  mobile_invalid_format: {
    en: "Please enter an Iranian mobile number, for example 09121234567.",
    fa: "لطفاً یک شماره موبایل ایرانی وارد کنید، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷.",
  },
  mobile_wrong_length: {
    en: "A mobile number has 11 digits, for example 09121234567.",
    fa: "شماره موبایل ۱۱ رقم است، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷.",
  },
  code_invalid: {
    en: "Please check the entered code.",
    fa: "لطفاً کد واردشده را بررسی کنید.",
  },
  national_code_invalid: {
    en: "Please check the national code: it has 10 digits and a valid check digit.",
    fa: "لطفاً کد ملی را بررسی کنید: ۱۰ رقم با رقم کنترل درست.",
  },
  sheba_invalid: {
    en: "Please enter a valid Sheba number: IR followed by 24 digits.",
    fa: "لطفاً شماره شبای معتبر وارد کنید: IR و پس از آن ۲۴ رقم.",
  },
  iban_invalid: {
    en: "Please enter a valid IBAN of at least 15 characters.",
    fa: "لطفاً یک IBAN معتبر با دست‌کم ۱۵ نویسه وارد کنید.",
  },
  card_wrong_length: {
    en: "Please check the card number: 16 digits.",
    fa: "لطفاً شماره کارت را بررسی کنید: ۱۶ رقم.",
  },
  card_invalid: {
    en: "This card number is not valid: one of its digits is wrong. Please check it against the card.",
    fa: "این شماره کارت معتبر نیست: یکی از رقم‌هایش درست نیست. لطفاً آن را با کارت مقایسه کنید.",
  },
  country_required: {
    en: "Please choose the country of the mobile number.",
    fa: "لطفاً کشور شماره موبایل را انتخاب کنید.",
  },
  captcha_required: {
    en: 'Please tick "I\'m not a robot".',
    fa: "لطفاً گزینهٔ «من ربات نیستم» را علامت بزنید.",
  },
  place_search_length: {
    en: "Please type 2 to 100 characters to search for a place.",
    fa: "برای جست‌وجوی مکان ۲ تا ۱۰۰ نویسه بنویسید.",
  },
  location_required: {
    en: "Please pick the location on the map.",
    fa: "لطفاً موقعیت را روی نقشه انتخاب کنید.",
  },
  pdf_only: { en: "Only PDF files are accepted.", fa: "فقط فایل PDF پذیرفته می‌شود." },
  file_too_large_10mb: {
    en: "The file is larger than 10 MB.",
    fa: "حجم فایل بیشتر از ۱۰ مگابایت است.",
  },
  images_only: { en: "Only image files are accepted.", fa: "فقط فایل تصویری پذیرفته می‌شود." },
  too_many_images: {
    en: "You can add up to 5 images.",
    fa: "حداکثر ۵ تصویر می‌توانید اضافه کنید.",
  },
  video_too_long: {
    en: "The video must be 30 seconds or shorter.",
    fa: "ویدیو باید حداکثر ۳۰ ثانیه باشد.",
  },
  video_only: {
    en: "Only MP4 or MOV videos are accepted.",
    fa: "فقط ویدیوی MP4 یا MOV پذیرفته می‌شود.",
  },
  video_too_large: {
    en: "The video is larger than 25 MB.",
    fa: "حجم ویدیو بیشتر از ۲۵ مگابایت است.",
  },
  video_unreadable: {
    en: "We could not read the length of this video; please upload another MP4 or MOV file.",
    fa: "نتوانستیم مدت این ویدیو را بخوانیم؛ لطفاً فایل MP4 یا MOV دیگری بارگذاری کنید.",
  },
  image_unreadable: {
    en: "We could not read this image; please upload a JPEG, PNG or WebP photo.",
    fa: "نتوانستیم این تصویر را بخوانیم؛ لطفاً یک عکس JPEG، PNG یا WebP بارگذاری کنید.",
  },
  image_too_many_pixels: {
    en: "This picture is too large: at most 50 megapixels (for example 8000 × 6000 pixels).",
    fa: "این تصویر بیش از حد بزرگ است: حداکثر ۵۰ مگاپیکسل (برای نمونه ۸۰۰۰ × ۶۰۰۰ پیکسل).",
  },
  file_missing: {
    en: "Please choose a file.",
    fa: "لطفاً یک فایل انتخاب کنید.",
  },
  file_not_usable: {
    en: "This file is not one of your uploads for this field; please upload it again.",
    fa: "این فایل از فایل‌های بارگذاری‌شدهٔ شما برای این بخش نیست؛ لطفاً دوباره بارگذاری کنید.",
  },
  duplicate_file: {
    en: "The same file was chosen twice.",
    fa: "یک فایل دو بار انتخاب شده است.",
  },
  mobile_not_yours: {
    en: "This must be the mobile number you signed in with.",
    fa: "این باید همان شماره موبایلی باشد که با آن وارد شده‌اید.",
  },
  latin_letters_only: {
    en: "Please write this name in Latin letters (A–Z).",
    fa: "لطفاً این نام را با حروف لاتین (A–Z) بنویسید.",
  },
  city_not_in_province: {
    en: "This city is not in the chosen province.",
    fa: "این شهر در استان انتخاب‌شده نیست.",
  },
  captcha_invalid: {
    en: 'The "I\'m not a robot" check has expired or was already used; please tick it again.',
    fa: "بررسی «من ربات نیستم» منقضی شده یا قبلاً استفاده شده است؛ لطفاً دوباره آن را علامت بزنید.",
  },
  date_before_today: {
    en: "The date cannot be before today.",
    fa: "تاریخ نمی‌تواند پیش از امروز باشد.",
  },
  subcategory_not_in_category: {
    en: "This subcategory is not in the chosen category.",
    fa: "این زیردسته در دسته‌بندی انتخاب‌شده نیست.",
  },
  property_not_in_category: {
    en: "This property does not belong to the chosen category.",
    fa: "این ویژگی به دسته‌بندی انتخاب‌شده تعلق ندارد.",
  },
  duplicate_property: {
    en: "The same property was given twice.",
    fa: "یک ویژگی دو بار وارد شده است.",
  },
  invalid_date: {
    en: "Please enter a valid date.",
    fa: "لطفاً یک تاریخ معتبر وارد کنید.",
  },
  fraction_not_allowed: {
    en: "This unit is counted in whole numbers.",
    fa: "این واحد با عدد صحیح شمرده می‌شود.",
  },
  price_range_inverted: {
    en: "The lowest price must not be above the highest.",
    fa: "کمترین قیمت نباید از بیشترین قیمت بالاتر باشد.",
  },
  postal_code_invalid: {
    en: "A postal code has 10 digits.",
    fa: "کد پستی ۱۰ رقم است.",
  },
  amount_too_small: {
    en: "The amount must be at least 1,000 toman.",
    fa: "مبلغ باید دست‌کم ۱٬۰۰۰ تومان باشد.",
  },
  cancel_reason_required: {
    en: "Please give a reason for cancelling.",
    fa: "لطفاً دلیل لغو را بنویسید.",
  },
  plate_invalid: {
    en: "Please enter the plate as it reads: two digits, a Persian letter, three digits and the two-digit region code, for example 12 ب 345 - 67.",
    fa: "لطفاً پلاک را همان‌طور که خوانده می‌شود وارد کنید: دو رقم، یک حرف فارسی، سه رقم و کد دو رقمی منطقه، برای نمونه ۱۲ ب ۳۴۵ - ۶۷.",
  },
  capacity_too_large: {
    en: "The capacity can be at most 40,000 kg.",
    fa: "ظرفیت حداکثر ۴۰٬۰۰۰ کیلوگرم است.",
  },
  served_provinces_required: {
    en: "Please choose at least one province you serve.",
    fa: "لطفاً دست‌کم یک استان را که در آن کار می‌کنید انتخاب کنید.",
  },
  gateway_required: {
    en: "Please choose a payment gateway.",
    fa: "لطفاً یک درگاه پرداخت انتخاب کنید.",
  },
  control_characters: {
    en: "The text contains characters that cannot be sent; please remove them.",
    fa: "متن نویسه‌هایی دارد که نمی‌توان فرستاد؛ لطفاً آن‌ها را حذف کنید.",
  },
  count_worth_nothing: {
    en: "This amount costs less than one rial; please choose more.",
    fa: "این مقدار کمتر از یک ریال می‌ارزد؛ لطفاً مقدار بیشتری انتخاب کنید.",
  },
  count_too_large: {
    en: "At most 10,000 of one product fit in a cart.",
    fa: "از هر کالا حداکثر ۱۰٬۰۰۰ واحد در سبد جا می‌شود.",
  },
  bidi_controls: {
    en: "The text contains direction-control characters that could disguise it; please remove them.",
    fa: "متن نویسه‌های کنترل جهت دارد که می‌تواند آن را گمراه‌کننده کند؛ لطفاً آن‌ها را حذف کنید.",
  },
  message_too_long: {
    en: "A message can be at most 2,000 characters.",
    fa: "پیام حداکثر ۲٬۰۰۰ نویسه می‌تواند باشد.",
  },
  message_empty: {
    en: "Please write a message or add an image.",
    fa: "لطفاً پیامی بنویسید یا تصویری اضافه کنید.",
  },
  // The admin console's catalogue (issue 14).
  duplicate_option: {
    en: "Two options have the same value.",
    fa: "دو گزینه مقدار یکسانی دارند.",
  },
  options_fit_kind: {
    en: "A choice property needs its options; other kinds have none.",
    fa: "ویژگی انتخابی به گزینه نیاز دارد و انواع دیگر گزینه ندارند.",
  },
  link_invalid: {
    en: "Please enter a path inside the site (starting with /) or an https address.",
    fa: "لطفاً مسیری درون سایت (آغاز با /) یا نشانی https وارد کنید.",
  },
  schedule_inverted: {
    en: "The end must come after the start.",
    fa: "پایان باید پس از آغاز باشد.",
  },
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

/**
 * Field errors a service finds itself (a file that is not yours, a city outside its
 * province), in the same shape as the schemas' errors: field → message key.
 */
export function fieldErrorsOf(
  entries: Readonly<Record<string, ValidationMessageKey>>,
): FieldErrors {
  const errors: FieldErrors = { fa: {}, en: {} };
  for (const [field, key] of Object.entries(entries)) {
    errors.en[field] = validationMessages[key].en;
    errors.fa[field] = validationMessages[key].fa;
  }
  return errors;
}
