import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { readOrderId } from "@/lib/paths";

/**
 * A shipping page about one numbered thing (a job, a loading request, a group): its id from the
 * path, or not found; and its title with the number in the page's digits, never grouped
 * ("محمولهٔ ۱۲۳۴", not "۱٬۲۳۴").
 */
export async function numberedShippingPage(
  pathId: string,
  titleKey: "driver.jobTitle" | "driver.requestTitle" | "group.title",
): Promise<{ id: number; title: string }> {
  const id = readOrderId(pathId);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  const format = await getFormatter();
  return { id, title: t(titleKey, { id: format.number(id, { useGrouping: false }) }) };
}
