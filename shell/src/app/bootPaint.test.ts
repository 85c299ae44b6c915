// The top bar the shell's HTML paints before its scripts (shared/build/bootPaint.cjs) must be the one React then
// renders in its place: same colours, type and sizes, or the first frame jumps when the app takes over. The geometry
// itself is compared in Chromium (e2e serving.spec); here, the values against the theme and the bar's constants.
import { MOBILE_BREAKPOINT_PX, theme } from '@vitrina/shared/core';
import { BOOT_PAINT, bootPaintMarkup, bootPaintStyle } from '../../../shared/build/bootPaint.cjs';
import { shellCopy } from './shellCopy';

describe('la barra que pinta el HTML', () => {
  it('usa los colores, la tipografía y los espacios del tema', () => {
    expect(BOOT_PAINT).toMatchObject({
      brand: shellCopy.brand,
      ink: theme.colors.ink,
      background: theme.colors.background,
      text: theme.colors.text,
      textInverse: theme.colors.textInverse,
      fontBody: theme.fonts.body,
      fontSizeMd: theme.fontSizes.md,
      wordmarkSize: theme.fontSizes.xl,
      mobileBreakpoint: MOBILE_BREAKPOINT_PX,
      padding: parseInt(theme.space[4], 10),
      paddingAboveMobile: parseInt(theme.space[6], 10),
    });
    // the phone's width, 640 px included, is the theme's: the bar's padding changes where the Container's does
    expect(theme.media.aboveMobile).toBe(`@media not all and (max-width: ${BOOT_PAINT.mobileBreakpoint}px)`);
    expect(bootPaintStyle()).toContain(
      `${theme.media.aboveMobile} { .vt-boot-bar { padding: 0 ${BOOT_PAINT.paddingAboveMobile}px; } }`,
    );
    expect(bootPaintStyle()).toContain(
      `${theme.media.belowMobile} { .vt-boot-bar { height: ${BOOT_PAINT.barHeightMobile}px; } }`,
    );
  });

  it('no ofrece nada que tocar ni que leer dos veces: sin enlaces ni botones, oculta a los lectores de pantalla', () => {
    const root = document.createElement('div');
    root.innerHTML = bootPaintMarkup();
    expect(root.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(root.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(root.textContent).toBe(shellCopy.brand);
    expect(bootPaintStyle()).toContain(`background: ${theme.colors.ink}`);
  });
});
