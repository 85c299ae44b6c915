// Types of bootPaint.cjs for the TypeScript that imports it (the shell's test).
export const BOOT_PAINT: {
  brand: string;
  ink: string;
  background: string;
  text: string;
  textInverse: string;
  fontBody: string;
  fontSizeMd: string;
  wordmarkSize: string;
  barHeight: number;
  barHeightMobile: number;
  mobileBreakpoint: number;
  compactMax: number;
  padding: number;
  paddingAboveMobile: number;
  maxWidth: number;
};
export function bootPaintStyle(): string;
export function bootPaintMarkup(): string;
