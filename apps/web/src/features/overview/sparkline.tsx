/** Up to 30 daily values relative to the usual (1 = usual, dashed line) as a small SVG; gaps stay gaps. */
export function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const d = values
    .map((v, i) =>
      v === null
        ? ''
        : `${values[i - 1] == null ? 'M' : 'L'}${(i + 30 - values.length) * 4} ${24 - Math.min(1.2, v) * 20}`,
    )
    .join('');
  return (
    <svg
      viewBox="0 0 120 24"
      width="120"
      height="24"
      role="img"
      aria-label={label}
      stroke="currentColor"
      fill="none"
    >
      <path d="M0 4H120" strokeOpacity=".3" strokeDasharray="2" />
      <path d={d} strokeWidth="1.5" />
    </svg>
  );
}
