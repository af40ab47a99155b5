import { envelopeSchema, vehicleTypeSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { listVehicleTypes } from "../../modules/drivers/drivers.service";

/** The vehicle types a driver may register, for the registration form before sign-up. */
const vehicleTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/vehicle-types",
    {
      schema: {
        tags: ["drivers"],
        summary: "The vehicle types a driver may register",
        response: { 200: envelopeSchema(z.array(vehicleTypeSchema)) },
      },
    },
    async () => ok(await listVehicleTypes(app.db)),
  );
};

export default vehicleTypesRoutes;
