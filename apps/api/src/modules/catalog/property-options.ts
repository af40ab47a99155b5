import type { PropertyOption } from "@kesht/contracts";

/** An option of a `select` property that belongs to one subcategory (an apple variety to apples). */
export interface OptionScope {
  propertyId: number;
  optionValue: string;
  subcategoryId: number;
}

interface PropertyWithOptions {
  id: number;
  kind: string;
  options: readonly PropertyOption[];
}

/**
 * A category's properties as a subcategory's products see them: each select keeps the options
 * scoped to that subcategory and those scoped to none ("other variety"); a select left with no
 * option does not apply to the subcategory (a saffron grade says nothing about cumin) and is
 * dropped. Without a subcategory every option stays, as the product is not narrowed down.
 */
export function propertiesForSubcategory<T extends PropertyWithOptions>(
  properties: readonly T[],
  scopes: readonly OptionScope[],
  subcategoryId: number | null,
): T[] {
  if (subcategoryId === null) return [...properties];
  const scopedOptions = new Map<number, Map<string, Set<number>>>();
  for (const scope of scopes) {
    const byValue = scopedOptions.get(scope.propertyId) ?? new Map<string, Set<number>>();
    const subcategories = byValue.get(scope.optionValue) ?? new Set<number>();
    subcategories.add(scope.subcategoryId);
    byValue.set(scope.optionValue, subcategories);
    scopedOptions.set(scope.propertyId, byValue);
  }
  return properties.flatMap((property) => {
    const byValue = scopedOptions.get(property.id);
    if (property.kind !== "select" || !byValue) return [property];
    const options = property.options.filter((option) => {
      const subcategories = byValue.get(option.value);
      return !subcategories || subcategories.has(subcategoryId);
    });
    return options.length === 0 ? [] : [{ ...property, options }];
  });
}
