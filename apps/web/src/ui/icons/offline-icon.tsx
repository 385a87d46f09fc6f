import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function OfflineIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="m5.5 5.5 5 5m0-5-5 5" />
    </SvgIcon>
  );
}
