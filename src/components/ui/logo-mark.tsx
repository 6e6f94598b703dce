/** A 24-hour ring whose orange third is 16:8's eating window, around a leaf; public/favicon.svg's drawing. */
export function LogoMark({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="19" className="fill-cream stroke-brand-200" strokeWidth="5" />
      <circle
        cx="24"
        cy="24"
        r="19"
        fill="none"
        className="stroke-fuel-500"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="39.8 119.4"
        transform="rotate(-90 24 24)"
      />
      <path d="M15.5 32.5c-.6-9.8 5.6-16 17-16.9.6 11.2-5.6 17.5-17 16.9Z" className="fill-brand-700" />
      <path d="M16.5 31.5 27 21" className="stroke-cream" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
