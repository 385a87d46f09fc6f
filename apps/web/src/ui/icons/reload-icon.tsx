import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function ReloadIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1" />
      <path d="M12.5 1.5v3h-3" />
    </SvgIcon>
  );
}
