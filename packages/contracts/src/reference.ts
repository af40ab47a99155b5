import { z } from "zod";
import { queryId } from "./ids";
import { languages } from "./languages";

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

/**
 * Place search (`GET /geo/places`): a person types a street or a landmark and the map moves
 * there. Searched only where Kesht delivers, Iran and the UAE; the text is bounded so a
 * request to the geocoder stays small.
 */
export const placeSearchRules = { minLength: 2, maxLength: 100, maxResults: 8 } as const;
export const placeCountries = ["IR", "AE"] as const;

export const placesQuerySchema = z.strictObject({
  search: z
    .string("place_search_length")
    .trim()
    .min(placeSearchRules.minLength, "place_search_length")
    .max(placeSearchRules.maxLength, "place_search_length"),
  /** The language names come back in (the geocoder's `accept-language`). */
  lang: z.enum(languages, "invalid_choice").default("en"),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;

export const placeSchema = z.object({
  /** The place itself: "Azadi Square", "خیابان ولیعصر". */
  name: z.string(),
  /** The whole address line, to tell places of one name apart. */
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  country_code: z.enum(placeCountries),
});
export type Place = z.infer<typeof placeSchema>;

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
