import { z } from "zod";
import { queryId } from "./query";

/** Reference rows are bilingual: `title` is Persian, `title_en` English (as SPEC §3). */
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  dial_code: z.string(),
});
export const provinceSchema = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export const citySchema = z.object({
  id: z.number().int(),
  province_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export type Province = z.infer<typeof provinceSchema>;
export type City = z.infer<typeof citySchema>;

export const provincesQuerySchema = z.strictObject({ country_id: queryId() });
export const citiesQuerySchema = z.strictObject({ province_id: queryId() });

export const contentNames = ["app_terms", "about_us"] as const;
export type ContentName = (typeof contentNames)[number];

export const contentPageQuerySchema = z.strictObject({
  content_name: z.enum(contentNames, "invalid_choice"),
});
/** A content page; bodies are sanitised HTML (h2, h3, p, lists, strong, em, links). */
export const contentPageSchema = z.object({
  content_name: z.enum(contentNames),
  title: z.string(),
  title_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  updated_at: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
