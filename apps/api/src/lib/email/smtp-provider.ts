import nodemailer from "nodemailer";
import type { EmailProvider } from "./email-provider";

/** Sends through an SMTP server (SMTP_URL), as nodemailer does it. */
export function createSmtpProvider(options: { url: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
