/** Unicode's left-to-right isolate and its end (what `<bdi dir="ltr">` does, as characters). */
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * Keeps a left-to-right piece ("+98") whole inside right-to-left text where no element can
 * wrap it, such as an `<option>`: unisolated, "ایران (+98)" shows as "(98+)".
 */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
