import type { ReactNode } from "react";

/** The white card the sign-in and registration steps sit in: full width on phones, narrow above. */
export function AuthCard({
  heading,
  text,
  children,
}: {
  heading: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-lg font-bold text-slate-900">{heading}</h2>
      {text ? <p className="mt-1 text-slate-600">{text}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
