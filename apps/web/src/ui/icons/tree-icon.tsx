import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function TreeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 1 4.5 6h2L3.5 10h3L2.5 13.5h11L9.5 10h3l-3-4h2z" />
      <path d="M8 13.5V15" />
    </SvgIcon>
  );
}
