import { BackButton } from "./back-button";

interface SubHeaderProps {
  title: string;
  /** Where the back arrow goes when there is no earlier page of Kesht to return to. */
  fallbackHref?: string;
  /**
   * Where the back arrow always goes, whatever came before: SPEC §2's customer wallet goes back
   * to the profile, and a page the payment gateway returned to must not go back into it.
   */
  backHref?: string;
  /** Some pages show the title without a way back (SPEC §2). */
  hideBack?: boolean;
}

/** A page's title with a back arrow that points towards the start of the line (SPEC §2). */
export function SubHeader({
  title,
  fallbackHref = "/",
  backHref,
  hideBack = false,
}: SubHeaderProps) {
  return (
    <div className="mb-6 flex min-h-11 items-center gap-2">
      {hideBack ? null : <BackButton fallbackHref={fallbackHref} href={backHref} />}
      <h1 className="text-xl font-bold text-slate-900 lg:text-2xl">{title}</h1>
    </div>
  );
}
