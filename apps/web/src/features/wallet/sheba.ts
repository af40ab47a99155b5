/**
 * A Sheba number with its middle hidden, e.g. "IR82 •••• •••• 9002": enough for its owner to
 * recognise the account on screen without showing the whole number to anyone looking on.
 */
export function maskSheba(sheba: string): string {
  const compact = sheba.replace(/\s+/g, "").toUpperCase();
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}
