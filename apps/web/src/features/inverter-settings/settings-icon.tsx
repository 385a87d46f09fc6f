import { SvgIcon } from '../../ui/icons/svg-icon.tsx';

const PATHS = {
  grip: 'M5.5 3.5h.01M10.5 3.5h.01M5.5 8h.01M10.5 8h.01M5.5 12.5h.01M10.5 12.5h.01',
  edit: 'M11 2.5l2.5 2.5L6 12.5H3.5V10zM9.5 4l2.5 2.5',
  trash: 'M2.5 4h11M6 4V2.5h4V4M4 4l.8 9.5h6.4L12 4M6.5 6.5v4.5M9.5 6.5v4.5',
  receive: 'M8 2v9M4.5 7.5 8 11l3.5-3.5M3 14h10',
  send: 'M8 11V2M4.5 5.5 8 2l3.5 3.5M3 14h10',
} as const;

/** Icons of the inverter settings page on the shared 16×16 grid. */
export function SettingsIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <SvgIcon className={name === 'grip' ? 'icon-grip' : undefined}>
      <path d={PATHS[name]} strokeWidth={name === 'grip' ? 2.5 : undefined} />
    </SvgIcon>
  );
}
