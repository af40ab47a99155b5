import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";

/** What settlement reads from the configuration, for its routes and the receipt job. */
export interface SettlementSettings {
  commissionPercent: number;
  receiptAutoConfirmHours: number;
}

declare module "fastify" {
  interface FastifyInstance {
    settlement: SettlementSettings;
  }
}

export default fp(
  async function settlementSettings(app: FastifyInstance, options: { config: Config }) {
    app.decorate<SettlementSettings>("settlement", {
      commissionPercent: options.config.COMMISSION_PERCENT,
      receiptAutoConfirmHours: options.config.RECEIPT_AUTO_CONFIRM_HOURS,
    });
  },
  { name: "settlement" },
);
