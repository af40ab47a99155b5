/** What other features use of wallet: they import it from here, never from a file inside. */
export { cashRequestTone } from "./cash-request-status";
export { DismissPaymentResult } from "./dismiss-payment-result";
export { GatewayChoice } from "./gateway-choice";
export { Notice } from "./notice";
export type { PaymentOutcome } from "./payment-outcome";
export { readPaymentOutcome } from "./payment-outcome";
export { walletCacheKey } from "./wallet-side";
