import { z } from "zod";

/** `PUT /admin/settings/commission_percent`: the platform's share of an order's goods. */
export const commissionPercentBodySchema = z.strictObject({
  value: z
    .number("invalid_number")
    .min(0, "invalid_number")
    .max(50, "invalid_number")
    .refine((value) => Number.isInteger(value * 100), "invalid_number"),
});

export const settingChangeSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  changed_by: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
});

/** `PUT /admin/settings/return_window_days`: days after receipt a return may be asked for. */
export const returnWindowDaysBodySchema = z.strictObject({
  value: z
    .number("invalid_number")
    .int("invalid_number")
    .min(0, "invalid_number")
    .max(60, "invalid_number"),
});

const settingSchema = z.object({
  value: z.number(),
  /** What applies until an admin sets a value (COMMISSION_PERCENT for the commission). */
  default_value: z.number(),
  history: z.array(settingChangeSchema),
});

/** `GET /admin/settings`: each setting's current value, its default and its history. */
export const adminSettingsSchema = z.object({
  commission_percent: settingSchema,
  return_window_days: settingSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
