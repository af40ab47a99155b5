import type { ReactNode } from "react";
import { type IconProps, StrokeIcon } from "@/components/icons";

/**
 * The drawings behind the `icon` keys categories carry (packages/contracts `Category.icon`),
 * in the app's one icon frame. Unknown keys fall back to the leaf, so a category added in
 * the database before the web app learns its icon still shows something fitting.
 */
const drawings = {
  fruit: (
    <>
      <path d="M12 7.5c-2-1.6-6.2-1.4-7 2.4-.9 4 1.5 9.4 4.4 10.2 1 .3 1.7-.2 2.6-.2s1.6.5 2.6.2c2.9-.8 5.3-6.2 4.4-10.2-.8-3.8-5-4-7-2.4Z" />
      <path d="M12 7.5c0-2 .6-3.4 2-4.5" />
      <path d="M13 5c1.8.3 3.3-.3 4-1.8-1.8-.4-3.3.2-4 1.8Z" />
    </>
  ),
  vegetable: (
    <>
      <path d="M15.6 8.4c-1.6-1.6-4.3-1.4-5.7.4L3.6 19.4a.7.7 0 0 0 1 1l10.6-6.3c1.8-1.4 2-4.1.4-5.7Z" />
      <path d="M15.6 8.4 20 4M15.6 8.4c-.4-1.9 0-3.7 1.2-5.2M15.6 8.4c1.9.4 3.7 0 5.2-1.2" />
      <path d="m8.5 12.5 1.5 1.5M6.2 16.2l1.3 1.3" />
    </>
  ),
  grain: (
    <>
      <path d="M12 21V8" />
      <path d="M12 8c-.9-1.2-.9-3.3 0-5 .9 1.7.9 3.8 0 5Z" />
      <path d="M12 12c-2.2 0-3.7-1.5-3.9-3.8 2.2 0 3.7 1.5 3.9 3.8Zm0 0c2.2 0 3.7-1.5 3.9-3.8-2.2 0-3.7 1.5-3.9 3.8Z" />
      <path d="M12 16.5c-2.2 0-3.7-1.5-3.9-3.8 2.2 0 3.7 1.5 3.9 3.8Zm0 0c2.2 0 3.7-1.5 3.9-3.8-2.2 0-3.7 1.5-3.9 3.8Z" />
    </>
  ),
  nut: (
    <>
      <path d="M12 3c3.6 2.4 5.6 6.4 5.1 10.3-.4 3.6-2.6 6.5-5.1 7.7-2.5-1.2-4.7-4.1-5.1-7.7C6.4 9.4 8.4 5.4 12 3Z" />
      <path d="M12 6.5c-1.2 2.8-1.2 7.5 0 11.5M9.5 10.5c1 .6 1.6 1.5 1.8 2.7M14.5 10.5c-1 .6-1.6 1.5-1.8 2.7" />
    </>
  ),
  saffron: (
    <>
      <path d="M12 14c-3.2 0-5.3-2.6-5-6.4 2.1.1 3.8 1.2 4.6 2.8" />
      <path d="M12 14c3.2 0 5.3-2.6 5-6.4-2.1.1-3.8 1.2-4.6 2.8" />
      <path d="M12 14c-1.6-2.2-1.6-5.5 0-8.5 1.6 3 1.6 6.3 0 8.5Z" />
      <path d="M12 14v7M12 5.5 10.5 2.5M12 5.5l1.5-3M12 5.5V2" />
    </>
  ),
  dairy: (
    <>
      <path d="M9 3h6M9.5 3v3L7 9.5V20a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V9.5L14.5 6V3" />
      <path d="M7 13h10" />
    </>
  ),
  livestock: (
    <>
      <path d="M7 7.5C5 7.8 3.4 7 2.8 5.4c1.6-.5 3.2-.1 4.2 1M17 7.5c2 .3 3.6-.5 4.2-2.1-1.6-.5-3.2-.1-4.2 1" />
      <path d="M7 7h10v6c0 1-.4 1.9-1 2.5V18a3 3 0 0 1-3 3h-2a3 3 0 0 1-3-3v-2.5c-.6-.6-1-1.5-1-2.5V7Z" />
      <path d="M10 11h.01M14 11h.01M10.5 18h.01M13.5 18h.01" />
    </>
  ),
  honey: (
    <>
      <path d="m12 3 3.5 2v4L12 11 8.5 9V5L12 3Z" />
      <path d="m8.5 11 3.5 2v4l-3.5 2L5 17v-4l3.5-2ZM15.5 11l3.5 2v4l-3.5 2-3.5-2v-4l3.5-2Z" />
    </>
  ),
  herb: (
    <>
      <path d="M12 21V5" />
      <path d="M12 9c-2.6 0-4.2-1.5-4.6-4.2 2.6 0 4.2 1.5 4.6 4.2Z" />
      <path d="M12 13c2.6 0 4.2-1.5 4.6-4.2-2.6 0-4.2 1.5-4.6 4.2Z" />
      <path d="M12 17c-2.6 0-4.2-1.5-4.6-4.2 2.6 0 4.2 1.5 4.6 4.2Z" />
    </>
  ),
  seedling: (
    <>
      <path d="M4 21h16M12 21v-8" />
      <path d="M12 13c0-3.1-2.1-5.1-6-5.1 0 3.1 2.1 5.1 6 5.1Z" />
      <path d="M12 11c0-3.3 2.1-5.6 6-5.6 0 3.5-2.1 5.6-6 5.6Z" />
    </>
  ),
  flower: (
    <>
      <circle cx="12" cy="8.5" r="2" />
      <path d="M12 6.5c-.9-2.6.9-4.2 2.3-2.9 1.5 1.3.5 3.4-1.5 4.1M13.9 8c2.7-.6 3.9 1.4 2.4 2.7-1.4 1.2-3.3.2-3.7-1.5M12.9 10.3c.5 2.7-1.6 3.7-2.8 2.3-1.1-1.4-.2-3.3 1.6-3.6M10.1 9.2C7.5 9.9 6.2 8 7.6 6.7c1.3-1.3 3.3-.3 3.8 1.4" />
      <path d="M12 12v9M12 18c-2 0-3.5-1.1-4-3 2 0 3.5 1.1 4 3Z" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4 8-5.2 12-3l4-3v12l-4-3c-4 2.2-9 1-12-3Z" />
      <path d="M8 11.5h.01M11.5 9.5c.7 1.6.7 3.4 0 5" />
    </>
  ),
  egg: (
    <>
      <path d="M12 3c3.5 0 6.5 5.4 6.5 10a6.5 6.5 0 0 1-13 0C5.5 8.4 8.5 3 12 3Z" />
      <path d="M9 14.5a3 3 0 0 0 2.5 2.8" />
    </>
  ),
  mushroom: (
    <>
      <path d="M3.5 12a8.5 8.5 0 0 1 17 0H3.5Z" />
      <path d="M10 12v6a2 2 0 0 0 4 0v-6M9 8h.01M14.5 7h.01" />
    </>
  ),
  date: (
    <>
      <path d="M12 21c.6-3.6.6-7.4 0-11" />
      <path d="M12 10c-1-2.9-3.8-4.4-7.2-4 1.6 1.8 4.2 2.5 7.2 4Zm0 0c1-2.9 3.8-4.4 7.2-4-1.6 1.8-4.2 2.5-7.2 4Z" />
      <path d="M12 10c-2.3-.9-5-.3-6.6 1.6 2.6.3 4.6-.3 6.6-1.6Zm0 0c2.3-.9 5-.3 6.6 1.6-2.6.3-4.6-.3-6.6-1.6Z" />
      <path d="M10.3 13h.01M13.7 13h.01M12 14.2h.01" />
    </>
  ),
  tea: (
    <>
      <path d="M4 10h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-4Z" />
      <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5h-2M9 7c0-1.5 1-2 1-3.5M13 7c0-1.5 1-2 1-3.5" />
    </>
  ),
  leaf: (
    <>
      <path d="M20 4C11 4 5 9 5 16c0 1.5.4 2.8 1 4 8 0 14-6 14-16Z" />
      <path d="M6 20c3-5 7-8.8 11-11" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type CategoryIconKey = keyof typeof drawings;

export const categoryIconKeys = Object.keys(drawings) as CategoryIconKey[];

export function isCategoryIconKey(key: string): key is CategoryIconKey {
  return Object.hasOwn(drawings, key);
}

/** A category's icon by its key; decorative, like every icon of the app. */
export function CategoryIcon({ icon, ...props }: IconProps & { icon: string }) {
  return <StrokeIcon {...props}>{drawings[isCategoryIconKey(icon) ? icon : "leaf"]}</StrokeIcon>;
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
