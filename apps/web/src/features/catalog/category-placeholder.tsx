import { CategoryIcon, categoryTint } from "./category-icon";

/**
 * Stands in for a product photo the seller did not add: the category's icon on its tint,
 * filling the same fixed box an image would, so the grid keeps its rhythm.
 */
export function CategoryPlaceholder({
  icon,
  className = "",
}: {
  icon: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`absolute inset-0 flex items-center justify-center ${categoryTint(icon)} ${className}`}
    >
      <CategoryIcon
        icon={icon}
        className="size-1/3 max-h-20 max-w-20 opacity-80"
        strokeWidth={1.4}
      />
    </span>
  );
}
