import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AuthCard } from "@/features/auth/auth-card";
import { isDoor } from "@/features/auth/doors";
import { SignInForm } from "@/features/auth/sign-in-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.signIn");
  return { title: t("title") };
}

/** Sign in (and sign up) with a mobile number: `?door=shop` opens the shop's door, `?door=admin` the admin's. */
export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { door } = await searchParams;
  const initialDoor = isDoor(door) ? door : "customer";
  const t = await getTranslations("accounts.signIn");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} />
      <AuthCard
        heading={initialDoor === "admin" ? t("adminHeading") : t("heading")}
        text={initialDoor === "admin" ? t("adminIntro") : t("text")}
      >
        <SignInForm key={initialDoor} initialDoor={initialDoor} />
      </AuthCard>
    </PageContainer>
  );
}
