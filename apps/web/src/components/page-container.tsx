const widths = {
  /** A tablet column from 768px, wider from 992px (SPEC §9). */
  wide: "max-w-3xl lg:max-w-6xl",
  /** Long text stays at a comfortable line length on large screens. */
  reading: "max-w-3xl lg:max-w-4xl",
} as const;

/** The page column: full width on phones, centred above. */
export function PageContainer({
  children,
  width = "wide",
}: {
  children: React.ReactNode;
  width?: keyof typeof widths;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-6 lg:px-8 lg:py-10 ${widths[width]}`}>{children}</div>
  );
}
