/** A 30-day line of relative values (1 = usual) as a small SVG; gaps stay gaps. */
export function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const width = 120;
  const height = 24;
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const y = (v: number) => height - Math.min(1.2, Math.max(0, v)) * (height / 1.2);
  let path = '';
  values.forEach((v, i) => {
    if (v === null) return;
    const command = i === 0 || values[i - 1] === null ? 'M' : 'L';
    path += `${command}${(i * step).toFixed(1)} ${y(v).toFixed(1)}`;
  });
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label}>
      <line
        x1="0"
        x2={width}
        y1={y(1)}
        y2={y(1)}
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeDasharray="2 2"
      />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
