import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { secondaryButton } from "@/components/button-styles";
import { SignInIcon } from "@/components/icons";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/features/shell/sub-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("auth") };
}

/** Where signed-out visitors land from the login icon and the tabs. The form comes with sign-in. */
export default async function AuthPage() {
  const t = await getTranslations("auth");
  const tPages = await getTranslations("pages");
  return (
    <PageContainer width="reading">
      <SubHeader title={tPages("auth")} />
      <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <SignInIcon className="size-8 rtl:-scale-x-100" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-slate-900">{t("heading")}</h2>
        <p className="mt-2 text-slate-600">{t("text")}</p>
        <Link href="/" className={`mt-6 ${secondaryButton}`}>
          {t("home")}
        </Link>
      </section>
    </PageContainer>
  );
}
