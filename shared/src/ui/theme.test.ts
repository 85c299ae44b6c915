import { theme } from './theme';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colours of a box-shadow list's rings, in order. */
const ringColours = (shadow: string) => [...shadow.matchAll(/#[0-9a-f]{6}/gi)].map((match) => match[0]);

describe('el anillo de foco', () => {
  const { colors, shadows } = theme;
  const surfaces = {
    blanco: colors.surface,
    crema: colors.background,
    'la barra superior (navy)': colors.navy,
    'el pie (ink)': colors.ink,
    'un botón dorado': colors.accent,
  };

  it.each(Object.entries(surfaces))('alguno de sus anillos contrasta 3:1 o más sobre %s', (_name, surface) => {
    for (const shadow of [shadows.focus, shadows.focusInset]) {
      const best = Math.max(...ringColours(shadow).map((ring) => contrast(ring, surface)));
      expect(best).toBeGreaterThanOrEqual(3);
    }
    // the global outline (ink) and its halo (gold) of an element with no ring of its own
    expect(Math.max(contrast(colors.focus, surface), contrast(colors.focusHalo, surface))).toBeGreaterThanOrEqual(3);
  });

  it('el anillo dorado siempre tiene un anillo oscuro junto, para separarse de un botón dorado', () => {
    const rings = ringColours(shadows.focus);
    const gold = rings.indexOf(colors.focusHalo);
    expect(gold).toBeGreaterThan(0);
    expect(contrast(rings[gold - 1]!, colors.focusHalo)).toBeGreaterThanOrEqual(3);
    expect(contrast(rings[gold + 1]!, colors.focusHalo)).toBeGreaterThanOrEqual(3);
  });
});
