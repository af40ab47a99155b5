import { parsePlate, toPersianDigits } from "@kesht/contracts";

/**
 * An Iranian plate drawn the way it reads on the vehicle, whatever the page's language:
 * `12 ب 345` then the region code under "ایران", left to right, in Persian digits as on the
 * plate itself. The accessible name spells it in the same order.
 */
export function Plate({ value }: { value: string }) {
  const parts = parsePlate(value);
  if (!parts) return <bdi dir="ltr">{value}</bdi>;
  const digits = (text: string) => toPersianDigits(text);
  const spoken = `${digits(parts.first)} ${parts.letter} ${digits(parts.middle)} ایران ${digits(parts.region)}`;
  return (
    <span
      dir="ltr"
      role="img"
      aria-label={spoken}
      data-testid="plate"
      className="inline-flex items-stretch overflow-hidden rounded-md border-2 border-slate-800 bg-white font-bold text-slate-900"
    >
      <span aria-hidden="true" className="flex w-3 bg-blue-700" />
      <span aria-hidden="true" className="flex items-center gap-2 px-2 py-0.5 text-lg">
        <span>{digits(parts.first)}</span>
        <span>{parts.letter}</span>
        <span>{digits(parts.middle)}</span>
      </span>
      <span
        aria-hidden="true"
        className="flex flex-col items-center justify-center border-s-2 border-slate-800 px-2 text-center leading-none"
      >
        <span className="text-[0.6rem] font-semibold">ایران</span>
        <span className="text-base">{digits(parts.region)}</span>
      </span>
    </span>
  );
}
