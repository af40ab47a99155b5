"use client";

import { validationMessages } from "@kesht/contracts";
import { useLocale } from "next-intl";
import type { FileProblem } from "./file-checks";

/** The active language's text for a file problem, from the contracts' catalogue. */
export function useProblemText(): (problem: FileProblem) => string {
  const language = useLocale();
  return (problem) => validationMessages[problem][language];
}
