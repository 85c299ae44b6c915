import { accountMenuCopy } from '../features/account-menu/copy';
import { floatingSellButtonCopy } from '../features/floating-sell-button/copy';
import { megaMenuCopy } from '../features/mega-menu/copy';
import { shellCopy } from './shellCopy';

describe('la copia del shell', () => {
  it('copia textos del spec exactamente (muestra y §2 y §4)', () => {
    expect(shellCopy.sellYourPiece).toBe('Vende tu Pieza');
    expect(floatingSellButtonCopy.sellAProduct).toBe('Vender un producto');
    expect(accountMenuCopy.signOut).toBe('Cerrar Sesión');
    expect(accountMenuCopy.checkout).toBe('Checkout');
    expect(accountMenuCopy.dashboard).toBe('Dashboard');
    expect(shellCopy.categories).toBe('Categorías');
    expect(megaMenuCopy.explore).toBe('Explorar');
    expect(shellCopy.signInButton).toBe('Entrar');
  });
});
