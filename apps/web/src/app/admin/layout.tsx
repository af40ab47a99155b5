import { AdminShell } from "@/features/admin-console/admin-shell";

/** Every /admin page sits in the console's frame, beside its sections. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
