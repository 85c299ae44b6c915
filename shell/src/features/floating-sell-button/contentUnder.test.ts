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

  it('mira toda la caja: basta un punto con contenido', () => {
    const { floating, at } = page(
      `<a id="flotante" href="/sell"></a><div id="fondo"></div><p id="linea">Envío gratis</p>`,
    );
    const elementsAt = (x: number, y: number) => [floating, x > 1200 && y > 860 ? at('linea') : at('fondo')];
    expect(isContentUnder(BOX, floating, elementsAt)).toBe(true);
  });
});
