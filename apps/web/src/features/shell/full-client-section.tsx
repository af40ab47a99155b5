import { AriaLinks, AriaScope } from "@/components/aria-scope";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The frame of the sections past the storefront (sign-in and registration, a customer's cart,
 * orders, profile and addresses, the seller's, the driver's and the admin's pages). Their
 * forms, tables and dialogs use texts from many namespaces, so their pages get every text,
 * unlike the storefront's, which get only their own (issue 15); and they are built of React
 * Aria's widgets, so its locale and links (components/aria-scope.tsx) wrap them here once.
 */
export function FullClientSection({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces="all">
      <AriaScope>
        <AriaLinks>{children}</AriaLinks>
      </AriaScope>
    </ClientMessages>
  );
}
