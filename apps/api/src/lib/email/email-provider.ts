/** Something that delivers an e-mail. Throws when the message was not accepted. */
export interface EmailProvider {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
