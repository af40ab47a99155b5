import { getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/brand-mark";
import { Link } from "@/components/link";
import { productsHref } from "@/features/storefront";

/**
 * What Kesht is, in one heading and one paragraph, with the two next steps. On a phone only the
 * heading and "Browse products" show, so products are on the first screen; the about page
 * stays a tap away in the footer.
 */
export async function Hero() {
  const t = await getTranslations("home");
  const storefront = await getTranslations("storefront.home");
  return (
    <section className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
      <div className="mx-auto flex max-w-3xl items-center gap-10 px-4 py-4 sm:py-8 md:py-10 lg:max-w-6xl lg:px-8 lg:py-12">
        <div className="flex-1">
          <h1 className="text-xl leading-tight font-extrabold sm:text-3xl md:text-4xl lg:text-5xl">
            {t("heroTitle")}
          </h1>
          <p className="mt-4 hidden max-w-2xl text-base text-primary-100 sm:block md:text-lg">
            {t("heroText")}
          </p>
          <div className="mt-3 flex flex-wrap gap-3 sm:mt-6">
            <Link
              href={productsHref()}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 font-semibold text-primary-800 hover:bg-primary-50"
            >
              {storefront("browseProducts")}
            </Link>
            <Link
              href="/about-us"
              className="hidden min-h-11 items-center justify-center rounded-full border border-white/40 px-5 font-semibold text-white hover:bg-white/10 sm:inline-flex"
            >
              {t("heroLearnMore")}
            </Link>
          </div>
        </div>
        <BrandMark className="hidden size-40 shrink-0 drop-shadow-xl lg:block" />
      </div>
    </section>
  );
}
