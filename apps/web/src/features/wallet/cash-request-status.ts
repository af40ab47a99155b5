import type { CashRequest } from "@kesht/contracts";
import type { Tone } from "@/components/tone-badge";

/** A cash-out request's colour: waiting, paid out, or turned down (its words come with it). */
export function cashRequestTone(status: CashRequest["status"]): Tone {
  switch (status) {
    case "pending":
      return "amber";
    case "paid":
      return "green";
    case "rejected":
      return "red";
  }
}
