import type { ReactNode } from "react";

/**
 * A white card of a page, named by its heading: the section is labelled by the heading, so a
 * screen reader lists the card by its title. `className` adds the card's padding and layout,
 * `titleClassName` restyles the heading (a large bold title unless told).
 */
export function TitledCard({
  id,
  title,
  heading: Heading = "h2",
  className = "",
  titleClassName = "text-lg font-bold text-slate-900",
  children,
}: {
  /** The heading's id: unique on the page. */
  id: string;
  title: ReactNode;
  heading?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
