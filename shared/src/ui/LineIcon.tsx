import type { ReactNode } from 'react';

/**
 * The frame of every line icon the apps draw (top bar, dashboard sidebar, social links): a 24 px grid stroked in
 * the current text colour, decorative (the control beside or around it carries the name). Drawn in code, so
 * nothing is fetched.
 */
export function LineIcon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
