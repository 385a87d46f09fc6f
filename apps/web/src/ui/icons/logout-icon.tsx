import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function LogoutIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 2h-4v12h4M6.5 8h8M11.5 5l3 3-3 3" />
    </SvgIcon>
  );
}
