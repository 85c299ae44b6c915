import { cartCopy } from '../cart/copy';
import { checkoutCopy } from './copy';

describe('checkoutCopy', () => {
  it('copia los mensajes del catálogo de errores §8 exactamente', () => {
    expect(checkoutCopy.errorTitle).toBe('Error al procesar la orden');
    expect(checkoutCopy.successTitle).toBe('¡Orden completada!');
    expect(checkoutCopy.invalidExpiry).toBe('Fecha inválida');
    expect(checkoutCopy.emptyCart).toBe('No hay items en el carrito');
    expect(checkoutCopy.processing).toBe('Procesando...');
    expect(cartCopy.signInToBuy).toBe('Iniciar sesión para comprar');
  });
});
