import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';
import {
  currentLocation,
  fakeUser,
  renderWithShell,
  resetShellStores,
  setSessionUser,
} from '../../app/testing/renderShell';
import { paths } from '@vitrina/shared/core';

jest.mock('../../federation/RemoteComponent', () => require('../../app/testing/remoteComponentMock'));

beforeEach(() => {
  resetShellStores();
  setSessionUser(fakeUser());
});

describe('paths.productsSearch', () => {
  it('codifica la búsqueda', () => {
    expect(paths.productsSearch('  Jersey Messi & Co ')).toBe('/products?search=Jersey%20Messi%20%26%20Co');
  });
  it('sin texto va al listado', () => {
    expect(paths.productsSearch('   ')).toBe('/products');
  });
});

it('la búsqueda del hero lleva a /products?search=', async () => {
  const user = userEvent.setup();
  renderWithShell(<HomePage />);
  const input = screen.getByPlaceholderText('¿Qué joya estás buscando?');
  expect(input).toHaveAccessibleName('Buscar piezas');
  // on a phone the button shows only the magnifier; its word stays its name
  expect(within(screen.getByRole('search')).getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
  await user.type(input, 'PSA 10{Enter}');
  expect(currentLocation.value!.pathname).toBe('/products');
  expect(currentLocation.value!.search).toBe('?search=PSA%2010');
});

it('tiene las llamadas a comprar y a vender', async () => {
  const user = userEvent.setup();
  renderWithShell(<HomePage />);
  expect(screen.getByRole('link', { name: 'Comenzar a comprar' })).toHaveAttribute('href', '/products');
  const hero = screen.getByRole('region', { name: /Piezas de leyenda/ });
  await user.click(within(hero).getByRole('button', { name: 'Vende tu colección' }));
  expect(currentLocation.value!.pathname).toBe('/sell');
});

it('el explorador tiene cuatro mosaicos y tres tarjetas grandes', () => {
  renderWithShell(<HomePage />);
  const explorer = screen.getByRole('region', { name: 'Encuentra la pieza que falta en tu colección' });
  const tiles = within(explorer)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('img'));
  expect(tiles).toHaveLength(4);
  const cards = within(explorer).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Cartas & Trading Cards',
    'Jerseys & Streetwear',
    'Firmadas & Legendarias',
  ]);
  expect(within(cards[1]).getByRole('link', { name: 'Jerseys & Streetwear' })).toHaveAttribute(
    'href',
    '/categories/jerseys',
  );
});

it('tiene el banner de vendedores, el boletín, la invitación y la inversión fraccionada con sus formularios', () => {
  renderWithShell(<HomePage />);
  expect(screen.getByRole('region', { name: '¿Tienes piezas que merecen una vitrina?' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '10% de descuento en tu primera compra' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Convierte tu colección/ })).toBeInTheDocument();
  const teaser = screen.getByRole('region', { name: 'Sé dueño de una parte de la historia' });
  for (const promise of ['Drops exclusivos', 'Propiedad fraccionada', 'Pools de inversión', 'Eventos en vivo']) {
    expect(within(teaser).getByText(promise)).toBeInTheDocument();
  }
  const slots = screen.getAllByTestId('remote-slot').map((slot) => slot.textContent);
  expect(slots).toEqual(['mfe_auth/NewsletterSignup', 'mfe_auth/CollectorCounter', 'mfe_auth/WaitlistHomeForm']);
});
