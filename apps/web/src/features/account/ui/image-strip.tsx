import type { StoredFile } from "@kesht/contracts";

/** Thumbnails of uploaded images, each opening the full image. */
export function ImageStrip({
  images,
  label,
  emptyText,
}: {
  images: readonly StoredFile[];
  /** Names the images for screen readers: "Store image 1". */
  label: (index: number) => string;
  emptyText: string;
}) {
  if (images.length === 0) return <p className="text-slate-500">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {images.map((image, index) => (
        <li key={image.id}>
          <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-xl">
            {/* biome-ignore lint/performance/noImgElement: uploads are already re-encoded WebP renditions. */}
            <img
              src={image.variants["320"] ?? image.url}
              alt={label(index + 1)}
              loading="lazy"
              className="size-24 rounded-xl border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
