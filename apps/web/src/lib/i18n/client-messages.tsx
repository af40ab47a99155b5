import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages } from "./pick-messages";

/**
 * The texts the client components below need, and only those (issue 15): the page's HTML
 * carries them for hydration, so every text sent is weight on every visit. `namespaces` are
 * top-level namespaces or paths into them ("catalog.money"); `"all"` sends every text, for the
 * signed-in sections whose forms and tables use many of them. Locale, time zone and formats
 * come from the request's configuration (src/lib/i18n/request.ts), as for the root provider.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[] | "all";
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={namespaces === "all" ? messages : pickMessages(messages, namespaces)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
