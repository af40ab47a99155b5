/** Shops: one column on phones, two on tablets, three to four on large screens. */
export const shopGridClass = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
