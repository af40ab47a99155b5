/** Points towards the end of the line: right in English, mirrored to the left in Persian. */
export function ForwardArrowIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`${className} rtl:-scale-x-100`}
    >
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
