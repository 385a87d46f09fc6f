import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function MoonIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 1.5a6.5 6.5 0 1 0 8 8 5.5 5.5 0 0 1-8-8z" />
    </SvgIcon>
  );
}
