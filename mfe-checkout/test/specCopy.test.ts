import { cartCopy } from '../src/features/cart/copy';
import { checkoutCopy } from '../src/features/checkout/copy';

// The spec's strings that moved from shared's catalogue into the checkout remote's features: still there, exactly.
describe('textos del carrito y del pago', () => {
  it('copia textos del spec y del catálogo de errores §8 exactamente', () => {
    expect(checkoutCopy.errorTitle).toBe('Error al procesar la orden');
    expect(checkoutCopy.successTitle).toBe('¡Orden completada!');
    expect(checkoutCopy.invalidExpiry).toBe('Fecha inválida');
    expect(checkoutCopy.emptyCart).toBe('No hay items en el carrito');
    expect(checkoutCopy.processing).toBe('Procesando...');
    expect(cartCopy.signInToBuy).toBe('Iniciar sesión para comprar');
  });
});
