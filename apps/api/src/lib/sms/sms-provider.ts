/** Something that delivers a text message to an Iranian mobile number (09…). */
export interface SmsProvider {
  /**
   * Sends `text`. When the text carries a one-time code, `otp` is that code: a provider with
   * an approved verification template sends the code through it instead of the free text.
   * With `template`, a provider with approved templates per notification kind (Kavenegar's
   * lookup) sends the tokens through that template instead of the free text.
   * Throws when the message was not accepted.
   */
  send(
    mobile: string,
    text: string,
    options?: { otp?: string; template?: SmsTemplateCall },
  ): Promise<void>;
}

/** An approved template and its tokens (Kavenegar's `token`, `token2`, `token3`: no spaces). */
export interface SmsTemplateCall {
  name: string;
  tokens: readonly string[];
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
