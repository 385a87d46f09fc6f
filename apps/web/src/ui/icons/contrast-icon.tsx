import { type IconProps, SvgIcon } from './svg-icon.tsx';

/** Half-filled circle: "follow the system" theme. */
export function ContrastIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 1.5v13a6.5 6.5 0 0 0 0-13z" fill="currentColor" />
    </SvgIcon>
  );
}
