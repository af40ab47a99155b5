import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { createRate } from "../factories";
import { cities, contentPages, countries, guildDegrees, provinces } from "../schema";
import { cityCoordinates } from "./city-coordinates";
import { contentPages as contentPageSeeds } from "./content-data";
import { countries as countrySeeds } from "./geo-data";

/** Degrees a farming guild member may hold, lowest first. */
const guildDegreeSeeds = [
  { titleEn: "Grade 3 guild member", titleFa: "عضو صنفی درجه ۳" },
  { titleEn: "Grade 2 guild member", titleFa: "عضو صنفی درجه ۲" },
  { titleEn: "Grade 1 guild member", titleFa: "عضو صنفی درجه ۱" },
  { titleEn: "Guild expert", titleFa: "کارشناس صنفی" },
];

/** The demo data is seeded once: a database with any country in it is left alone. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.select({ count: sql<number>`count(*)::int` }).from(countries);
  return (result[0]?.count ?? 0) === 0;
}

/**
 * Today's indicative rates and a short history before them, so the rate history is
 * visible from the first start. The admin sets real rates later.
 */
const rateHistory = {
  USD_IRR: [1_118_000, 1_124_500, 1_131_000, 1_127_500, 1_135_000, 1_142_000, 1_150_000],
  USD_AED: [3.6725, 3.6725, 3.6725, 3.6725, 3.6725, 3.6725, 3.6725],
} as const;

export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, country] of countrySeeds.entries()) {
      const [countryRow] = await tx
        .insert(countries)
        .values({
          code: country.code,
          nameEn: country.nameEn,
          nameFa: country.nameFa,
          dialCode: country.dialCode,
          sortOrder: index,
        })
        .returning({ id: countries.id });
      if (!countryRow) throw new Error(`could not insert country ${country.code}`);
      for (const province of country.provinces) {
        const [provinceRow] = await tx
          .insert(provinces)
          .values({
            countryId: countryRow.id,
            code: province.code,
            nameEn: province.nameEn,
            nameFa: province.nameFa,
          })
          .returning({ id: provinces.id });
        if (!provinceRow) throw new Error(`could not insert province ${province.code}`);
        await tx.insert(cities).values(
          province.cities.map((city, cityIndex) => {
            const [latitude = null, longitude = null] =
              cityCoordinates[`${province.code}/${city.code}`] ?? [];
            return {
              provinceId: provinceRow.id,
              code: city.code,
              nameEn: city.nameEn,
              nameFa: city.nameFa,
              sortOrder: cityIndex,
              latitude,
              longitude,
            };
          }),
        );
      }
    }

    const day = 24 * 60 * 60 * 1000;
    for (const [pair, history] of Object.entries(rateHistory)) {
      for (const [index, rate] of history.entries()) {
        const daysAgo = history.length - 1 - index;
        await createRate(tx as unknown as Database, {
          pair,
          rate: String(rate),
          source: "seed",
          createdAt: new Date(now.getTime() - daysAgo * day),
        });
      }
    }

    await tx
      .insert(guildDegrees)
      .values(guildDegreeSeeds.map((degree, index) => ({ ...degree, sortOrder: index })));

    await tx.insert(contentPages).values(
      contentPageSeeds.map((page) => ({
        contentName: page.contentName,
        titleEn: page.titleEn,
        titleFa: page.titleFa,
        bodyEn: page.bodyEn,
        bodyFa: page.bodyFa,
      })),
    );
  });
}
