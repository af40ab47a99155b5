import { useTranslations } from "next-intl";
import { ForwardArrowIcon } from "@/components/icons";
import { Link } from "@/components/link";

interface SectionHeadingProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  /** Where "See all" leads; no link without it. */
  href?: string;
}

/** A section's title with its "See all" link at the end of the line. */
export function SectionHeading({ id, title, href }: SectionHeadingProps) {
  const t = useTranslations("storefront.common");
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900 lg:text-2xl">
        {title}
      </h2>
      {href ? (
        <Link
          href={href}
          aria-label={t("seeAllLabel", { section: title })}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-primary-700 hover:text-primary-900"
        >
          {t("seeAll")}
          <ForwardArrowIcon className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
