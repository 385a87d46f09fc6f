import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function LoginIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9.5 2h4v12h-4M1.5 8h8M6.5 5l3 3-3 3" />
    </SvgIcon>
  );
}
