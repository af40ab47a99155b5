/** Something that delivers a text message to an Iranian mobile number (09…). */
export interface SmsProvider {
  /**
   * Sends `text`. When the text carries a one-time code, `otp` is that code: a provider with
   * an approved verification template sends the code through it instead of the free text.
   * Throws when the message was not accepted.
   */
  send(mobile: string, text: string, options?: { otp?: string }): Promise<void>;
}

/** A provider refused or failed to take a message; `detail` is safe to log. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
  constructor(
    readonly provider: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${detail}${status === undefined ? "" : ` (status ${status})`}`);
  }
}
