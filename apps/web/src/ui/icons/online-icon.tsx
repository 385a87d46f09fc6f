import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function OnlineIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="m5 8.2 2 2 4-4.2" />
    </SvgIcon>
  );
}
