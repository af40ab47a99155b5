import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ServerMapTiles } from "@/features/map/server-map-tiles";
import { DriverLocationMap } from "@/features/tracking/driver-location-map";
import { readGroupId } from "@/features/tracking/tracking-paths";

type Params = Promise<{ gid: string }>;

async function groupTitle(gid: string) {
  const groupId = readGroupId(gid);
  if (groupId === null) return null;
  const t = await getTranslations("tracking.map");
  const format = await getFormatter();
  return {
    groupId,
    title: t("pageTitle", { number: format.number(groupId, { useGrouping: false }) }),
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const group = await groupTitle((await params).gid);
  return group ? { title: group.title } : {};
}

/** /shop/order-groups/[gid]/driver-location: the shop follows the driver carrying a shipment. */
export default async function ShopDriverLocationPage({ params }: { params: Params }) {
  const group = await groupTitle((await params).gid);
  if (!group) notFound();
  return (
    <PageContainer>
      <SubHeader title={group.title} fallbackHref={`/shop/order-groups/${group.groupId}`} />
      <ServerMapTiles>
        <DriverLocationMap viewer={{ side: "seller", groupId: group.groupId }} />
      </ServerMapTiles>
    </PageContainer>
  );
}
