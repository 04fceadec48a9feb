/** The Stoneworks mark: a slab with its cutting plan. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="sw-brand-mark">
      <defs>
        <linearGradient id="swMarkBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6aa8ff" />
          <stop offset="1" stopColor="#1f5fd1" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#swMarkBg)" />
      <path d="M13 17h24v12H13zM40 17h11v30H40zM13 32h24v15H13z" fill="#fff" opacity="0.94" />
      <path d="M15 40c5-3 9 1 13-1s5-2 7-1" stroke="#3685FE" strokeWidth="1.6" fill="none" opacity="0.55" />
      <path d="M42 24c3 2 5 6 7 5" stroke="#3685FE" strokeWidth="1.4" fill="none" opacity="0.5" />
    </svg>
  );
}
