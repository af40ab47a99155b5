import { type CategoryIconKey, categoryIconKeys } from "@kesht/contracts";
import type { StaticImageData } from "next/image";
import { type IconProps, StrokeIcon } from "@/components/icons";
import drawingsFile from "./category-icons.svg";

/**
 * Each key of the category icon set (`categoryIconKeys`) is drawn in category-icons.svg under
 * its own id. Unknown keys fall back to the leaf, so a category added in the database before
 * the web app learns its icon still shows something fitting.
 */
export function isCategoryIconKey(key: string): key is CategoryIconKey {
  return (categoryIconKeys as readonly string[]).includes(key);
}

/**
 * The drawings' file: built into the app's hashed static files, so it is cached for good and
 * fetched once, when the first category icon shows. The drawings used to be JSX, which put
 * 1.9 kB gz in the first load of every page with a product card, drawn or not (issue 26).
 */
const drawingsUrl: string =
  // Next imports a picture as its data; other bundlers (the unit tests') as its URL.
  typeof drawingsFile === "string" ? drawingsFile : (drawingsFile as StaticImageData).src;

/** A category's icon by its key; decorative, like every icon of the app. */
export function CategoryIcon({ icon, ...props }: IconProps & { icon: string }) {
  return (
    <StrokeIcon {...props}>
      <use href={`${drawingsUrl}#${isCategoryIconKey(icon) ? icon : "leaf"}`} />
    </StrokeIcon>
  );
}

/**
 * A soft tint per kind of produce, so a grid of categories (or of products without photos)
 * is easy to scan. Literal class names, for Tailwind to find.
 */
const tints: Record<CategoryIconKey, string> = {
  fruit: "bg-rose-50 text-rose-600",
  vegetable: "bg-orange-50 text-orange-600",
  grain: "bg-amber-50 text-amber-700",
  nut: "bg-yellow-50 text-yellow-800",
  saffron: "bg-red-50 text-red-700",
  dairy: "bg-sky-50 text-sky-700",
  livestock: "bg-stone-100 text-stone-700",
  honey: "bg-amber-50 text-amber-600",
  herb: "bg-emerald-50 text-emerald-700",
  seedling: "bg-lime-50 text-lime-700",
  flower: "bg-pink-50 text-pink-600",
  fish: "bg-cyan-50 text-cyan-700",
  egg: "bg-orange-50 text-orange-700",
  mushroom: "bg-stone-100 text-stone-600",
  date: "bg-amber-100 text-amber-800",
  tea: "bg-green-50 text-green-700",
  leaf: "bg-emerald-50 text-emerald-700",
};

/** Background and foreground classes of a category's tint. */
export function categoryTint(icon: string): string {
  return tints[isCategoryIconKey(icon) ? icon : "leaf"];
}
