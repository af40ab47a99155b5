import { getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/brand-mark";
import { Link } from "@/components/link";

/** Logo and brand name ("Kesht" / "کشت"), linking home. */
export async function BrandLink() {
  const t = await getTranslations("brand");
  return (
    <Link
      href="/"
      aria-label={t("homeLink")}
      className="flex h-11 shrink-0 items-center gap-2 rounded-lg pe-1 text-lg font-extrabold text-primary-800"
    >
      <BrandMark />
      <span>{t("name")}</span>
    </Link>
  );
}
