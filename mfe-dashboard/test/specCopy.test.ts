import { moderationCopy } from '../src/features/staff/listings/copy';
import { collectionCopy } from '../src/features/collection/copy';
import { dashboardCopy } from '../src/features/layout/copy';
import { messagesCopy } from '../src/features/messages/copy';
import { offerCopy } from '../src/features/offers/copy';
import { orderCopy } from '../src/features/orders/copy';
import { overviewCopy } from '../src/features/overview/copy';
import { settingsCopy } from '../src/features/settings/copy';
import { shippingCopy } from '../src/features/shipping/copy';
import { verificationReviewCopy } from '../src/features/staff/verification/copy';
import { tradeCopy } from '../src/features/trade-common/copy';
import { verificationRequestCopy } from '../src/features/verification/copy';
import { wishlistCopy } from '../src/features/wishlist/copy';
import { missingSpecStrings } from '../../shared/test/specCopy';

// The spec's strings that moved from shared's catalogue into the dashboard's features: still there, exactly.
describe('textos del dashboard', () => {
  it('copia textos del spec exactamente', () => {
    expect(verificationRequestCopy.successDescription).toBe('Tu solicitud de verificación ha sido enviada con éxito');
    expect(settingsCopy.changePhoto).toBe('Cambiar foto');
    expect(dashboardCopy.dashboardError).toBe('Hubo un error al cargar el dashboard');
  });

  it('contiene cada texto del spec (§2, §4 y el catálogo de errores §8) que muestra el dashboard', () => {
    const spec = [
      'Avatar actualizado',
      'Tu foto de perfil ha sido actualizada exitosamente.',
      'Error al actualizar el avatar',
      'Error al cargar el perfil',
      'Por favor, intenta recargar la página',
      'Hubo un error al cargar el dashboard',
      'Error al cargar conversaciones',
      'No se pudieron cargar tus conversaciones.',
      'Error al cargar mensajes',
      'No se pudieron cargar los mensajes de esta conversación.',
      'Demasiados archivos',
      'Debes iniciar sesión para enviar una solicitud',
      'Hubo un error al enviar tu solicitud. Por favor intenta de nuevo.',
      'Solicitud enviada',
      'Productos',
      'Transacciones',
      'Panel Admin',
      'Cambiar foto',
      'Nuevo mensaje',
    ];
    expect(
      missingSpecStrings(
        [
          moderationCopy,
          collectionCopy,
          dashboardCopy,
          messagesCopy,
          offerCopy,
          orderCopy,
          overviewCopy,
          settingsCopy,
          shippingCopy,
          verificationReviewCopy,
          tradeCopy,
          verificationRequestCopy,
          wishlistCopy,
        ],
        spec,
      ),
    ).toEqual([]);
  });
});
