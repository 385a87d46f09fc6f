import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 8.5 3 3 7-7" />
    </SvgIcon>
  );
}
