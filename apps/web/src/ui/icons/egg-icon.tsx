import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function EggIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 1.5C5.5 1.5 3 5.5 3 9.5a5 5 0 0 0 10 0c0-4-2.5-8-5-8z" />
      <path d="M4 8.5l2 1 2-1 2 1 2-1" />
    </SvgIcon>
  );
}
