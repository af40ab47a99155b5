import type { Envelope, Language } from "@kesht/contracts";
import { errorTextsOf, successTextOf } from "./failure-texts";
import {
  type InterpretedOutcome,
  interpretOutcome,
  type OutcomeContext,
} from "./interpret-outcome";
import type { RequestFailure } from "./request-options";
import type { RequestOutcome } from "./request-outcome";

/** Everything an outcome may touch outside itself, injected so each branch is testable. */
export interface OutcomeEnv {
  language: Language;
  toast: { error(text: string): void; success(text: string): void };
  goToAuth(): void;
  /** Forgets the session, user, token and search history; keeps language and rates. */
  clearPersistedState(): void;
}

/** SPEC §8 in one place: interprets an outcome and shows or does what it calls for. */
export function handleOutcome<T>(
  outcome: RequestOutcome,
  context: OutcomeContext,
  env: OutcomeEnv,
): InterpretedOutcome<T> {
  const interpreted = interpretOutcome<T>(outcome, context);
  applyInterpretedOutcome(interpreted, context, env);
  return interpreted;
}

export function applyInterpretedOutcome<T>(
  interpreted: InterpretedOutcome<T>,
  context: OutcomeContext,
  env: OutcomeEnv,
): void {
  if (interpreted.ok) announceSuccess(interpreted.envelope, context, env);
  else reportFailure(interpreted.failure, env);
}

function announceSuccess(envelope: Envelope<unknown>, context: OutcomeContext, env: OutcomeEnv) {
  const text = successTextOf(envelope, context.method !== "GET", env.language);
  if (text) env.toast.success(text);
}

export function reportFailure(failure: RequestFailure, env: OutcomeEnv): void {
  if (failure.kind === "unauthorized") {
    env.clearPersistedState();
    env.goToAuth();
    return;
  }
  for (const text of errorTextsOf(failure, env.language)) env.toast.error(text);
}
