import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The signed-in section's forms, tables and dialogs use texts from many namespaces: its pages
 * get every text, unlike the storefront's, which get only their own (issue 15).
 */
export default function DriverLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces="all">{children}</ClientMessages>;
}
