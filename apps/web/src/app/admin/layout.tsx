import { AdminShell } from "@/features/admin/console/admin-shell";
import { FullClientSection } from "@/features/shell/full-client-section";

/**
 * Every /admin page sits in the console's frame, beside its sections, with every text and React
 * Aria's context (features/shell/full-client-section.tsx).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <FullClientSection>
      <AdminShell>{children}</AdminShell>
    </FullClientSection>
  );
}
