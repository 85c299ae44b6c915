import { isContentUnder } from './contentUnder';

const BOX = { left: 1000, top: 820, right: 1240, bottom: 868 };

function page(html: string) {
  document.body.innerHTML = html;
  return {
    floating: document.getElementById('flotante')!,
    at: (id: string) => document.getElementById(id)!,
  };
}

describe('isContentUnder', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('ve un botón, un enlace o un texto bajo el botón flotante', () => {
    const { floating, at } = page(`
      <a id="flotante" href="/sell"><span id="propio">Vender un producto</span></a>
      <article><button id="pujar">Pujar</button><p id="ayuda">Pujaremos por ti, de incremento en incremento</p>
      <a id="tarjeta" href="/product/1"><div id="dentro"></div></a><img id="foto" alt="" /></article>`);
    for (const id of ['pujar', 'ayuda', 'dentro', 'foto']) {
      expect(isContentUnder(BOX, floating, () => [floating, at(id), document.body])).toBe(true);
    }
  });

  it('no cuenta el fondo de una tarjeta o de la página, ni el propio botón', () => {
    const { floating, at } = page(`
      <a id="flotante" href="/sell"><span id="propio">Vender un producto</span></a>
      <main id="principal"><article id="fondo"><div id="relleno">  </div></article></main>`);
    for (const id of ['fondo', 'relleno', 'principal']) {
      expect(isContentUnder(BOX, floating, () => [at('propio'), floating, at(id), document.body])).toBe(false);
    }
    expect(isContentUnder(BOX, floating, () => [at('propio'), floating])).toBe(false);
  });

  it('no mira nada bajo un botón sin tamaño (aún no dispuesto)', () => {
    const { floating, at } = page(`<a id="flotante" href="/sell"></a><p id="linea">Envío gratis</p>`);
    const elementsAt = jest.fn(() => [floating, at('linea')]);
    expect(isContentUnder({ left: 0, top: 0, right: 0, bottom: 0 }, floating, elementsAt)).toBe(false);
    expect(elementsAt).not.toHaveBeenCalled();
  });

  it('mira toda la caja: basta un punto con contenido', () => {
    const { floating, at } = page(
      `<a id="flotante" href="/sell"></a><div id="fondo"></div><p id="linea">Envío gratis</p>`,
    );
    const elementsAt = (x: number, y: number) => [floating, x > 1200 && y > 860 ? at('linea') : at('fondo')];
    expect(isContentUnder(BOX, floating, elementsAt)).toBe(true);
  });

  it('mira unos 150 puntos bajo el botón a 1280 px, de orilla a orilla, a no más de 12 px a lo ancho ni 8 a lo alto', () => {
    const { floating, at } = page(`<a id="flotante" href="/sell"></a><div id="fondo"></div>`);
    const box = { left: 1009, top: 828, right: 1256, bottom: 876 };
    const points: [number, number][] = [];
    expect(
      isContentUnder(box, floating, (x, y) => {
        points.push([x, y]);
        return [floating, at('fondo')];
      }),
    ).toBe(false);
    expect(points.length).toBeLessThanOrEqual(160);
    const xs = [...new Set(points.map(([x]) => x))].sort((a, b) => a - b);
    const ys = [...new Set(points.map(([, y]) => y))].sort((a, b) => a - b);
    expect([xs[0], xs.at(-1), ys[0], ys.at(-1)]).toEqual([1010, 1255, 829, 875]);
    for (const [values, step] of [
      [xs, 12],
      [ys, 8],
    ] as const)
      for (let i = 1; i < values.length; i += 1) expect(values[i]! - values[i - 1]!).toBeLessThanOrEqual(step);
  });
});
