import { describeOrderFailure } from './orderErrors';

const refusal = (code: string, message: string, details: string | null = null, hint: string | null = null) => ({
  code,
  message,
  details,
  hint,
});

describe('describeOrderFailure', () => {
  it('23503 nombra la pieza vendida mientras tanto y dice cuál marcar', () => {
    expect(
      describeOrderFailure(refusal('23503', 'Este tesoro ya no está disponible', 'Jersey de Pelé', 'p-1')),
    ).toEqual({
      kind: 'unavailable',
      productId: 'p-1',
      title: 'Jersey de Pelé',
      description:
        '"Jersey de Pelé" ya no está disponible: alguien más lo compró o el vendedor lo retiró. Quítalo del carrito y por favor intenta nuevamente.',
    });
  });

  it('23503 sin título (una pieza que ya no existe) da un mensaje general', () => {
    expect(describeOrderFailure(refusal('23503', 'Este tesoro ya no está disponible', '', 'p-9'))).toMatchObject({
      kind: 'unavailable',
      productId: 'p-9',
      description: 'Una pieza de tu carrito ya no está disponible. Quítala y por favor intenta nuevamente.',
    });
  });

  it('un código postal que no tiene 5 dígitos se explica con el mensaje de la base de datos', () => {
    expect(
      describeOrderFailure(refusal('22023', 'El código postal debe tener 5 dígitos', 'zip_code', 'shipping_address')),
    ).toEqual({ kind: 'address', description: 'El código postal debe tener 5 dígitos' });
  });

  it('23514 repite cuántas quedan', () => {
    expect(
      describeOrderFailure(refusal('23514', 'Solo quedan 2 piezas disponibles', 'Caja sellada', 'b-1')),
    ).toMatchObject({
      kind: 'stock',
      productId: 'b-1',
      description:
        '"Caja sellada": Solo quedan 2 piezas disponibles. Ajusta la cantidad y por favor intenta nuevamente.',
    });
  });

  it('42501 con pieza es la propia; sin pieza, la sesión terminó', () => {
    expect(
      describeOrderFailure(refusal('42501', 'No puedes comprar tu propio producto', 'Mi tarjeta', 'o-1')).kind,
    ).toBe('own-piece');
    expect(describeOrderFailure(refusal('42501', 'Debes iniciar sesión para comprar')).kind).toBe('signed-out');
  });

  it('otra negativa VT se muestra con el texto de la base de datos y nombra su pieza', () => {
    expect(
      describeOrderFailure(refusal('VT512', 'Esta pieza se vende en subasta: puja para ganarla', 'Jersey', 's-1')),
    ).toEqual({
      kind: 'unknown',
      productId: 's-1',
      title: 'Jersey',
      description: 'Esta pieza se vende en subasta: puja para ganarla',
    });
  });

  it("cualquier otro error cae en 'Por favor intenta nuevamente'", () => {
    expect(describeOrderFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'unknown',
      description: 'Por favor intenta nuevamente',
    });
    expect(describeOrderFailure(refusal('XX000', 'boom')).description).toBe('Por favor intenta nuevamente');
  });
});
