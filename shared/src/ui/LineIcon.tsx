import type { CSSProperties, ReactNode } from 'react';

/**
 * The frame of every line icon the apps draw (top bar, dashboard sidebar, social links): a 24 px grid stroked in
 * the current text colour, decorative (the control beside or around it carries the name). Drawn in code, so
 * nothing is fetched.
 */
export function LineIcon({
  size = 20,
  strokeWidth = 1.8,
  style,
  children,
}: {
  size?: number;
  /** a bolder line for a small icon inside a control (16 px) */
  strokeWidth?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      {children}
    </svg>
  );
}

/** The magnifier of every search box (the home page's hero, the catalogue's listing). */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
