import {
  type SearchParams,
  TurnoversPage,
  turnoversMetadata,
} from "@/features/wallet/turnovers-page";

export const generateMetadata = turnoversMetadata;

export default function CustomerTurnoversPage({ searchParams }: { searchParams: SearchParams }) {
  return <TurnoversPage side="customer" searchParams={searchParams} />;
}
