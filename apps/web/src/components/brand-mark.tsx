/** Kesht's mark: a wheat ear with a leaf on a blue tile. Decorative; the brand name is text. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="11" fill="var(--color-primary-700)" />
      <path d="M20 33V12" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <g fill="#fde68a">
        <ellipse cx="20" cy="9.5" rx="2.3" ry="3.6" />
        <ellipse cx="16.3" cy="14.5" rx="2.2" ry="3.5" transform="rotate(-35 16.3 14.5)" />
        <ellipse cx="23.7" cy="14.5" rx="2.2" ry="3.5" transform="rotate(35 23.7 14.5)" />
        <ellipse cx="16.3" cy="20" rx="2.2" ry="3.5" transform="rotate(-35 16.3 20)" />
        <ellipse cx="23.7" cy="20" rx="2.2" ry="3.5" transform="rotate(35 23.7 20)" />
      </g>
      <path d="M20 29c-3.8-.3-7.2-2.6-8.6-6.4 4 .1 7.3 2.4 8.6 6.4Z" fill="#86efac" />
    </svg>
  );
}
