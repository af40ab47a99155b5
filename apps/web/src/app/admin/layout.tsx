import { AdminShell } from "@/features/admin/console/admin-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * Every /admin page sits in the console's frame, beside its sections, with every text (the
 * console's forms and tables use many namespaces; the storefront gets only its own, issue 15).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces="all">
      <AdminShell>{children}</AdminShell>
    </ClientMessages>
  );
}
