import type { ProductImage as ProductImageData } from "@kesht/contracts";
import { StoreIcon } from "@/components/icons";
import { ProductImage } from "@/features/catalog";

/** A shop's logo in a fixed square (sized by the caller), or a shopfront icon without one. */
export function ShopLogo({
  logo,
  className,
  sizes = "64px",
}: {
  logo: ProductImageData | null;
  className: string;
  sizes?: string;
}) {
  return (
    <span
      className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-primary-50 text-primary-700 ${className}`}
    >
      {logo ? (
        <ProductImage image={logo} alt="" sizes={sizes} />
      ) : (
        <StoreIcon className="size-1/2" />
      )}
    </span>
  );
}
