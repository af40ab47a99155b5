"use client";

import { ratingStars } from "@kesht/contracts";
import { useId } from "react";

interface StarInputProps {
  /** The group's name, spoken and shown as its legend. */
  legend: string;
  /** The label of each choice ("3 of 5 stars"). */
  starLabel: (stars: number) => string;
  value: number | undefined;
  onChange: (stars: number) => void;
  /** Shown under the stars and tied to the group when set. */
  error?: string | undefined;
  name: string;
}

/**
 * Stars to choose from as a native radio group: arrow keys move between them, Space picks,
 * a screen reader says "3 of 5 stars, 3 of 5". The stars run left to right in every language,
 * as a scale does, so the keys move them the way they look.
 */
export function StarInput({ legend, starLabel, value, onChange, error, name }: StarInputProps) {
  const id = useId();
  const values = Array.from(
    { length: ratingStars.max - ratingStars.min + 1 },
    (_, index) => ratingStars.min + index,
  );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex gap-1" dir="ltr">
        {values.map((stars) => {
          const isOn = value !== undefined && stars <= value;
          return (
            <label
              key={stars}
              className={`flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl has-focus-visible:ring-3 has-focus-visible:ring-primary-200 ${
                isOn ? "text-amber-500" : "text-slate-300 hover:text-amber-300"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
                aria-label={starLabel(stars)}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
