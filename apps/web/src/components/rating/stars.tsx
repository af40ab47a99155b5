import { ratingStars } from "@kesht/contracts";

/**
 * Stars as a picture with a spoken label ("4 of 5 stars"): filled ones for the rounded value.
 * Kept free of hooks and client code so server-rendered cards and lists can show it.
 */
export function Stars({
  value,
  label,
  size = "text-base",
}: {
  value: number;
  label: string;
  size?: string;
}) {
  const filled = Math.max(0, Math.min(ratingStars.max, Math.round(value)));
  return (
    <span role="img" aria-label={label} className={`${size} leading-none tracking-wide`} dir="ltr">
      <span className="text-amber-500">{"★".repeat(filled)}</span>
      <span className="text-slate-300">{"★".repeat(ratingStars.max - filled)}</span>
    </span>
  );
}
