/** The product grid: two columns on phones, three on tablets, four to five on large screens. */
export const productGridClass =
  "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";
