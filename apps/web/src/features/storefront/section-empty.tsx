/** What an empty section says instead of an empty box. */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}
