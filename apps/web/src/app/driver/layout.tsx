import { FullClientSection } from "@/features/shell/full-client-section";

/** Every text and React Aria's context, for the section's forms (see FullClientSection). */
export default function DriverLayout({ children }: { children: React.ReactNode }) {
  return <FullClientSection>{children}</FullClientSection>;
}
