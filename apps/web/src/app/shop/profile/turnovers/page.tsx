import {
  type SearchParams,
  TurnoversPage,
  turnoversMetadata,
} from "@/features/wallet/turnovers-page";

export const generateMetadata = turnoversMetadata;

export default function ShopTurnoversPage({ searchParams }: { searchParams: SearchParams }) {
  return <TurnoversPage side="seller" searchParams={searchParams} />;
}
