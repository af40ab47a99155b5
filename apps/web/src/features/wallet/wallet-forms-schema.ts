import {
  cashRequestBodySchema,
  gateways,
  paymentRequestBodySchema,
  tomanToRials,
} from "@kesht/contracts";
import { z } from "zod";

const walletCreditBody = paymentRequestBodySchema.options[1];

/**
 * The credit form: the amount in toman as the API checks it (required, SPEC §5; Persian digits
 * and separators accepted) and the gateway. `purpose` is added when sending.
 */
export const walletCreditFormSchema = z.object({
  amount_toman: walletCreditBody.shape.amount_toman,
  /** One of those `GET /payment-gateways` offers (see GatewayChoice). */
  gateway: z.enum(gateways, "invalid_choice"),
});
export type WalletCreditForm = z.input<typeof walletCreditFormSchema>;

/**
 * The cash-out form: the API's body, plus what only the page knows: a customer must give the
 * Sheba to be paid to (a shop is paid to its profile's), and the amount cannot be more than
 * the balance. `overBalance` is the message for that, in the page's language.
 */
export function cashOutFormSchema(options: {
  needsSheba: boolean;
  balanceRials: number;
  overBalance: string;
}) {
  return cashRequestBodySchema.superRefine((body, context) => {
    if (tomanToRials(body.amount_toman) > options.balanceRials) {
      context.addIssue({ code: "custom", path: ["amount_toman"], message: options.overBalance });
    }
    if (options.needsSheba && !body.sheba) {
      context.addIssue({ code: "custom", path: ["sheba"], message: "required" });
    }
  });
}
export type CashOutForm = z.input<typeof cashRequestBodySchema>;
