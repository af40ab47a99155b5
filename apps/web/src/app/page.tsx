import { PageContainer } from "@/components/page-container";
import { Hero } from "@/features/home/hero";
import { HomeBanners } from "@/features/home/home-banners";
import { HomeCategories } from "@/features/home/home-categories";
import { HomeProducts } from "@/features/home/home-products";
import { HomeShops } from "@/features/home/home-shops";
import { HowItWorks } from "@/features/home/how-it-works";
import { TodayRates } from "@/features/home/today-rates";
import { storefrontClientMessages } from "@/features/storefront/client-messages";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The home page: what Kesht is, then the storefront (discounted products first, so a phone's
 * first screen holds products, then categories, banners, the newest products and shops),
 * today's rates and how it works. The sections read the API side by
 * side and each fails on its own, quietly, so one failing call never breaks the page. They are
 * not streamed behind skeletons: the page arrives whole, for crawlers, for browsers without
 * JavaScript, and without layout shifts.
 */
export default function HomePage() {
  return (
    <ClientMessages namespaces={storefrontClientMessages.home}>
      <Hero />
      <PageContainer>
        <div className="flex flex-col gap-8 md:gap-10 lg:gap-14">
          <HomeProducts kind="discounted" />
          <HomeCategories />
          <HomeBanners position="home_top" />
          <HomeProducts kind="newest" />
          <HomeBanners position="home_middle" />
          <HomeShops />
          <TodayRates />
          <HowItWorks />
        </div>
      </PageContainer>
    </ClientMessages>
  );
}
