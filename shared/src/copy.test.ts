import { missingSpecStrings } from '../test/specCopy';
import { copy, fillCopy } from './copy';

describe('copy', () => {
  it('copia textos del spec exactamente (muestra)', () => {
    expect(copy.access.loginRequiredTitle).toBe('Inicio de sesión requerido');
    expect(copy.access.loginToSell).toBe('Debes iniciar sesión para vender productos.');
    expect(copy.auth.signOutTitle).toBe('Sesión cerrada');
    expect(copy.auth.signOutDescription).toBe('Has cerrado sesión exitosamente');
    expect(copy.profile.phoneFormat).toBe('El formato debe ser +[código de país][número] (solo números)');
    expect(copy.marketplace.connectionErrorDescription).toBe(
      'No pudimos conectarnos al servidor. Verifica tu conexión a internet e inténtalo de nuevo.',
    );
    expect(copy.shell.remoteLoadError).toBe('No pudimos cargar esta sección');
    expect(copy.common.retry).toBe('Reintentar');
    expect(copy.common.loading).toBe('Cargando...');
  });

  // Strings a remote owns are checked in that remote (mfe-catalog/test/specCopy.test.ts, ...).
  it('contiene cada mensaje del catálogo de errores §8 de la muestra', () => {
    const spec = [
      'Error al cerrar sesión',
      'Datos incompletos',
      'Error de referencia',
      'Error del sistema',
      'No tienes permisos para realizar esta acción.',
      'Formato de teléfono inválido',
      'Perfil actualizado',
      'Los cambios han sido guardados exitosamente.',
      'Error al actualizar el perfil',
      'Volver al inicio',
      'Usuario no autenticado',
      'Información del vendedor no disponible',
      'Error al enviar mensaje',
      'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
      'No pudimos eliminar tu pieza. Inténtalo de nuevo.',
      'Error de conexión',
      'Producto eliminado',
      'El producto se ha eliminado del carrito',
      'Carrito limpiado',
      'Por favor intenta nuevamente',
      'Campo requerido',
      'Formato inválido',
      'Fecha inválida',
      'N/A',
      // §2 and §4 screen copy
      'Explorar Productos',
      'Carrito',
      'Configuración',
      'Usuario',
      'hace un momento',
      'Próximamente',
    ];
    expect(missingSpecStrings([copy], spec)).toEqual([]);
  });

  it('fillCopy reemplaza los marcadores', () => {
    expect(fillCopy(copy.display.verifiedBy, { certifier: 'PSA' })).toBe('Verificado por PSA');
    expect(fillCopy('Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: {size}', { size: '7.2MB' })).toBe(
      'Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 7.2MB',
    );
    expect(fillCopy('Hola {nombre}', {})).toBe('Hola {nombre}');
  });
});
