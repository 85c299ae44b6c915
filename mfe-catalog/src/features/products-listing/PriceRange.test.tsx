import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderSlot } from '../../../test/renderPage';
import { PriceRange } from './PriceRange';

type Bounds = [number | undefined, number | undefined];

/**
 * The range as the listing holds it: a change goes to the URL, and the URL's bounds come back as props later (a
 * navigation that waits for the listing's read), possibly while the person is still typing. `arrive()` lands the
 * oldest change still on its way.
 */
function urlBackedRange() {
  const sent: Bounds[] = [];
  const onTheWay: Bounds[] = [];
  let land: (bounds: Bounds) => void = () => undefined;
  function UrlBackedRange() {
    const [bounds, setBounds] = useState<Bounds>([undefined, undefined]);
    land = setBounds;
    return (
      <PriceRange
        min={bounds[0]}
        max={bounds[1]}
        ceiling={250000}
        onChange={(min, max) => {
          sent.push([min, max]);
          onTheWay.push([min, max]);
        }}
      />
    );
  }
  renderSlot(<UrlBackedRange />);
  return {
    sent,
    arrive: () => act(() => land(onTheWay.shift()!)),
    /** a change of the URL that did not come from these fields (Back, a chip, 'Limpiar filtros') */
    navigate: (bounds: Bounds) => act(() => land(bounds)),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('PriceRange', () => {
  it('a velocidad normal, la URL que llega a media escritura no cambia lo escrito en el máximo', async () => {
    const user = userEvent.setup({ delay: 80 });
    const url = urlBackedRange();
    await user.clear(field('Precio mínimo'));
    await user.type(field('Precio mínimo'), '1000');
    await user.tab();
    await user.type(field('Precio máximo'), '2');
    await url.arrive();
    await user.type(field('Precio máximo'), '0000');
    expect(field('Precio mínimo')).toHaveValue('1000');
    expect(field('Precio máximo')).toHaveValue('20000');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(url.sent.at(-1)).toEqual([1000, 20000]);
    await url.arrive();
    expect(field('Precio mínimo')).toHaveValue('1000');
    expect(field('Precio máximo')).toHaveValue('20000');
  });

  it('escribiendo rápido, la URL que llega con el máximo ya escrito no lo borra', async () => {
    const user = userEvent.setup({ delay: 5 });
    const url = urlBackedRange();
    await user.clear(field('Precio mínimo'));
    await user.type(field('Precio mínimo'), '1000');
    await user.tab();
    await user.type(field('Precio máximo'), '20000');
    await url.arrive();
    expect(field('Precio máximo')).toHaveValue('20000');
    await user.tab();
    expect(url.sent.at(-1)).toEqual([1000, 20000]);
    await url.arrive();
    expect(field('Precio mínimo')).toHaveValue('1000');
    expect(field('Precio máximo')).toHaveValue('20000');
  });

  it('un cambio de la URL que no viene de lo escrito (Atrás, un chip) sí mueve los campos', async () => {
    const user = userEvent.setup();
    const url = urlBackedRange();
    await user.type(field('Precio máximo'), '3000{Enter}');
    await url.arrive();
    await user.click(document.body);
    await url.navigate([2000, 8000]);
    expect(field('Precio mínimo')).toHaveValue('2000');
    expect(field('Precio máximo')).toHaveValue('8000');
    await url.navigate([undefined, undefined]);
    expect(field('Precio mínimo')).toHaveValue('0');
    expect(field('Precio máximo')).toHaveValue('');
  });

  it('un rango al revés se señala sin borrar lo escrito', async () => {
    const user = userEvent.setup({ delay: 20 });
    const url = urlBackedRange();
    await user.clear(field('Precio mínimo'));
    await user.type(field('Precio mínimo'), '5000');
    await user.tab();
    await url.arrive();
    await user.type(field('Precio máximo'), '300');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('El mínimo no puede ser mayor que el máximo');
    expect(field('Precio mínimo')).toHaveValue('5000');
    expect(field('Precio máximo')).toHaveValue('300');
  });
});
