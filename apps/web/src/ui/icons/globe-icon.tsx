import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function GlobeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <ellipse cx="8" cy="8" rx="2.75" ry="6.5" />
      <path d="M1.5 8h13" />
    </SvgIcon>
  );
}
