import { SvgIcon } from '../../ui/icons/svg-icon.tsx';

/** Drawings of the live view, on the shared 16×16 icon grid. */
const PATHS = {
  limit: 'M2 12a6 6 0 1 1 12 0M8 12l3-4.5M1.5 14.5h13',
  power: 'M8 1.5v6M4.5 3.8a5.5 5.5 0 1 0 7 0',
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 7v4.5M8 4.5v.5',
  grid: 'M2 2.5h12v11H2zM2 6.5h12M2 10h12M6 2.5v11M10 2.5v11',
  events: 'M3 2.5h10v11H3zM5.5 5.5h5M5.5 8h5M5.5 10.5h3',
  radio:
    'M8 8v6.5M5.5 14.5h5M5.2 5.2a4 4 0 0 0 0 5.6M10.8 5.2a4 4 0 0 1 0 5.6M3 3a7 7 0 0 0 0 10M13 3a7 7 0 0 1 0 10',
  stale: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4.5V8l2.5 1.5',
} as const;

export type LiveIconName = keyof typeof PATHS;

export function LiveIcon({ name, className }: { name: LiveIconName; className?: string }) {
  return (
    <SvgIcon className={className}>
      <path d={PATHS[name]} />
    </SvgIcon>
  );
}
