import { PageContainer } from "@/components/page-container";
import { Hero } from "@/features/home/hero";
import { HowItWorks } from "@/features/home/how-it-works";
import { TodayRates } from "@/features/home/today-rates";

/** The signed-out home page: what Kesht is, how it works for each role, today's rates. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <PageContainer>
        <div className="flex flex-col gap-10">
          <TodayRates />
          <HowItWorks />
        </div>
      </PageContainer>
    </>
  );
}
