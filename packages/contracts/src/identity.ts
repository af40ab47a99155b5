import { z } from "zod";
import { toAsciiDigits } from "./digits";

/** Strips what people type around numbers: spaces, dashes, brackets; any digits to ASCII. */
function compact(input: string): string {
  return toAsciiDigits(input).replace(/[\s\-()_.]/g, "");
}

/**
 * An Iranian mobile number in its national form (09xxxxxxxxx). Accepts 09…, +98…, 0098…
 * and 9… in any digits.
 */
export function normalizeMobile(input: string): string {
  const number = compact(input);
  if (number.startsWith("+98")) return `0${number.slice(3)}`;
  if (number.startsWith("0098")) return `0${number.slice(4)}`;
  if (/^9\d{9}$/.test(number)) return `0${number}`;
  return number;
}

/** Format and length are told apart, each with its own message (SPEC §5). */
export const mobileSchema = z
  .string("required")
  .trim()
  .min(1, "required")
  .transform(normalizeMobile)
  .pipe(
    z
      .string()
      .regex(/^\d+$/, "mobile_invalid_format")
      .startsWith("09", "mobile_invalid_format")
      .length(11, "mobile_wrong_length"),
  );

/** The 6-digit one-time code, typed in any digits. */
export const otpCodeSchema = z
  .string("required")
  .transform(compact)
  .pipe(z.string().regex(/^\d{6}$/, "code_invalid"));

/** Iranian national code: 10 digits, the last a check digit over the first nine. */
export function isValidNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

export const nationalCodeSchema = z
  .string("required")
  .transform(compact)
  .pipe(z.string().min(1, "required").refine(isValidNationalCode, "national_code_invalid"));

/** ISO 13616 check: the account with its first four characters moved to the end, mod 97. */
function passesMod97(account: string): boolean {
  const rearranged = account.slice(4) + account.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Sheba: IR and 24 digits with a valid checksum; "IR" may be left out when typing. */
export function normalizeSheba(input: string): string {
  const value = compact(input).toUpperCase();
  return /^\d{24}$/.test(value) ? `IR${value}` : value;
}

export function isValidSheba(sheba: string): boolean {
  return /^IR\d{24}$/.test(sheba) && passesMod97(sheba);
}

export const shebaSchema = z
  .string("required")
  .transform(normalizeSheba)
  .pipe(z.string().min(1, "required").refine(isValidSheba, "sheba_invalid"));

/** Any country's IBAN: two letters, two check digits, at least 15 characters, mod 97. */
export function isValidIban(iban: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && passesMod97(iban);
}

export const ibanSchema = z
  .string("required")
  .transform((value) => compact(value).toUpperCase())
  .pipe(z.string().min(1, "required").refine(isValidIban, "iban_invalid"));

/** A 16-digit bank card number with a valid Luhn check digit. */
export function isValidCardNumber(card: string): boolean {
  if (!isCardLength(card)) return false;
  let sum = 0;
  for (const [index, character] of [...card].reverse().entries()) {
    let digit = Number(character);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isCardLength(card: string): boolean {
  return /^\d{16}$/.test(card);
}

/**
 * A card number of the wrong length is told so; one of 16 digits that fails the check digit is
 * told it is not a valid number (a digit is mistyped), never "16 digits" again.
 */
export const cardNumberSchema = z
  .string("required")
  .transform(compact)
  .pipe(
    z
      .string()
      .min(1, { message: "required", abort: true })
      .refine(isCardLength, { message: "card_wrong_length", abort: true })
      .refine(isValidCardNumber, "card_invalid"),
  );
