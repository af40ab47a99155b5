/**
 * The texts the shell's client components use (header, tab bar, search overlay, user menu,
 * message bell, error page, back button): what the root layout hands to every page.
 * A page's own client components get theirs from `ClientMessages` (src/lib/i18n/client-messages.tsx).
 * Adding a text namespace to a shell client component means adding it here.
 */
export const shellMessageNamespaces = [
  "header",
  "tabs",
  "language",
  "search",
  "serverError",
  "subHeader",
  "confirm",
  "accounts.cart",
  "accounts.logout",
  "accounts.menu",
  "accounts.nav",
  "accounts.roles",
  "chat.bell",
  "console.nav",
  "desk.nav",
  "drivers.nav",
  "money.nav",
  "orders.disputes",
] as const;
