import { MapPinIcon } from "@/components/icons";
import { useShopLocation } from "./shop-location";

interface Place {
  title: string;
  title_en: string;
}

/** The shop's place with a pin, or nothing when the shop has not said. */
export function ShopLocationText({
  shop,
  className = "",
}: {
  shop: { city: Place | null; province: Place | null };
  className?: string;
}) {
  const location = useShopLocation(shop);
  if (!location) return null;
  return (
    <p className={`flex items-center gap-1.5 ${className}`}>
      <MapPinIcon className="size-4 shrink-0" />
      <span>{location}</span>
    </p>
  );
}
