/** The product's logo mark: a woven square in the brand colours. */
export function BrandMark({ size = 32, label }: { size?: number; label: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={label}>
      <rect width="32" height="32" rx="8" fill="#12284a" />
      <path d="M8 11h16M8 16h16M8 21h16" stroke="#ea6a1f" strokeWidth="3" strokeLinecap="round" />
      <path d="M11 8v16M21 8v16" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.9" />
    </svg>
  );
}
