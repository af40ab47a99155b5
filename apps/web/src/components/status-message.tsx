import type { ReactNode } from "react";

interface StatusMessageProps {
  /** A short line above the title, e.g. "Error 404". */
  eyebrow?: string;
  title: string;
  text: string;
  icon?: ReactNode;
  /** Links or buttons that lead on. */
  actions?: ReactNode;
  /** The main heading of the page, or a section inside one. */
  headingLevel?: 1 | 2;
}

/** A centred explanation with ways forward: used by the 404, 500, error and "unavailable" states. */
export function StatusMessage({
  eyebrow,
  title,
  text,
  icon,
  actions,
  headingLevel = 1,
}: StatusMessageProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
      {icon ? <div className="mb-4 text-primary-600">{icon}</div> : null}
      {eyebrow ? <p className="text-sm font-semibold text-primary-700">{eyebrow}</p> : null}
      <Heading className="mt-2 text-2xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-3 text-slate-600">{text}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
