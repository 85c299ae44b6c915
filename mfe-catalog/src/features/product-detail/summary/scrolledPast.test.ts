import { isScrolledPast, TOP_BAR_PX } from './scrolledPast';

const at = (top: number, bottom: number, isIntersecting: boolean) => ({
  isIntersecting,
  boundingClientRect: { top, bottom } as DOMRectReadOnly,
});

describe('la barra de compra inferior aparece solo cuando los botones de la pieza quedaron atrás', () => {
  it('no, mientras los botones están abajo, aún por llegar (la primera pantalla)', () => {
    expect(isScrolledPast(at(840, 1010, false))).toBe(false);
  });

  it('no, mientras alguna parte de los botones se ve', () => {
    expect(isScrolledPast(at(TOP_BAR_PX - 40, TOP_BAR_PX + 20, true))).toBe(false);
    expect(isScrolledPast(at(400, 560, true))).toBe(false);
  });

  it('sí, cuando quedaron arriba, bajo la barra superior o fuera de la pantalla', () => {
    expect(isScrolledPast(at(TOP_BAR_PX - 170, TOP_BAR_PX, false))).toBe(true);
    expect(isScrolledPast(at(-900, -740, false))).toBe(true);
  });
});
