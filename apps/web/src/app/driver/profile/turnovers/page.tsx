import {
  type SearchParams,
  TurnoversPage,
  turnoversMetadata,
} from "@/features/wallet/turnovers-page";

export const generateMetadata = turnoversMetadata;

export default function DriverTurnoversPage({ searchParams }: { searchParams: SearchParams }) {
  return <TurnoversPage side="driver" searchParams={searchParams} />;
}
