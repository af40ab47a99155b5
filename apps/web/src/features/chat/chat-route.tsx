import type { OrderSide } from "@kesht/contracts";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { NotificationsLink } from "@/features/notifications";
import { readOrderId } from "@/lib/paths";
import { RoomsView } from "./rooms-view";
import { ThreadView } from "./thread-view";

export type ThreadRouteParams = Promise<{ oid: string }>;

export async function roomsMetadata(): Promise<Metadata> {
  const t = await getTranslations("chat.rooms");
  return { title: t("title") };
}

/** /customer/profile/messages and /shop/profile/messages: the rooms list. */
export async function RoomsRoute({ side }: { side: OrderSide }) {
  const t = await getTranslations("chat.rooms");
  return (
    <PageContainer>
      <SubHeader
        title={t("title")}
        backHref={side === "customer" ? "/customer/profile" : "/shop/profile"}
      />
      {/* The bell counts notifications too: they are one tap away from here. */}
      <NotificationsLink reader={side} />
      <RoomsView side={side} />
    </PageContainer>
  );
}

export async function threadMetadata(params: ThreadRouteParams): Promise<Metadata> {
  const orderId = readOrderId((await params).oid);
  if (orderId === null) return {};
  const t = await getTranslations("chat.thread");
  const format = await getFormatter();
  return { title: t("title", { number: format.number(orderId, { useGrouping: false }) }) };
}

/** An order's thread, from the messages list or from the order's page (the same screen). */
export async function ThreadRoute({
  side,
  params,
}: {
  side: OrderSide;
  params: ThreadRouteParams;
}) {
  const orderId = readOrderId((await params).oid);
  if (orderId === null) notFound();
  return <ThreadView seat={{ role: side, orderId }} />;
}

export type DriverThreadRouteParams = Promise<{ gid: string; oid: string }>;

/** The chat of an order a driver carries, opened from the job's page. */
export async function DriverThreadRoute({ params }: { params: DriverThreadRouteParams }) {
  const { gid, oid } = await params;
  const groupId = readOrderId(gid);
  const orderId = readOrderId(oid);
  if (groupId === null || orderId === null) notFound();
  return <ThreadView seat={{ role: "driver", groupId, orderId }} />;
}
