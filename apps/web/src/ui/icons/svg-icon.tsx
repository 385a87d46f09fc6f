import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * Frame shared by the icons: 16×16 grid, sized by the font, coloured by `currentColor`.
 * Icons are decorative (hidden from assistive technology); the control around them carries
 * the accessible name.
 */
export function SvgIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
