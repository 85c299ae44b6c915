import { photoUploaderCopy } from '../src/features/photo-uploader/copy';
import { previewCopy } from '../src/features/preview/copy';
import { sellCopy } from '../src/features/sell/copy';
import { missingSpecStrings } from '../../shared/test/specCopy';

// The spec's strings that moved from shared's catalogue into the sell remote's features: still there, exactly.
describe('textos de vender', () => {
  it('copia textos del spec exactamente', () => {
    expect(sellCopy.submit).toBe('Ver cómo lucirá en el Hall of Fame');
    expect(sellCopy.verificationRequiredDescription).toBe(
      'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
    );
    expect(photoUploaderCopy.imageTooLarge).toBe('Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: {size}');
  });

  it('contiene cada texto del spec (§4 y el catálogo de errores §8) que muestra la página de vender', () => {
    const spec = [
      'No pudimos verificar tu perfil',
      'Teléfono requerido',
      'Necesitas agregar un número de teléfono a tu perfil para vender',
      'Verificación requerida',
      'Error al publicar',
      'Ocurrió un error inesperado',
      'Imágenes requeridas',
      'Por favor, sube al menos 1 foto de tu producto',
      'Precio demasiado bajo',
      'El precio parece demasiado bajo. Por favor, verifica que sea correcto.',
      'Precio demasiado alto',
      'Has establecido un precio muy alto. Confirma que sea correcto.',
      '¡Producto enviado para aprobación!',
      'Tu producto ha sido enviado y será revisado por nuestro equipo',
      'Debes seleccionar una categoría',
      'Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.',
      'Máximo 6 imágenes permitidas',
      'Error al subir',
      'Volver al Locker Room',
      'Preparando tu Showcase...',
      'Vista previa de tu publicación',
      'Precio alto',
      'Importante',
      'Volver y editar',
      'Confirmar y publicar',
      'Publicando...',
    ];
    expect(missingSpecStrings([sellCopy, photoUploaderCopy, previewCopy], spec)).toEqual([]);
  });
});
