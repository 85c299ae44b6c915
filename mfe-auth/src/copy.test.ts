import { authCopy } from './features/auth/copy';
import { collectorCounterCopy } from './features/collector-counter/copy';
import { newsletterCopy } from './features/newsletter/copy';
import { onboardingCopy } from './features/onboarding/copy';
import { passwordRecoveryCopy } from './features/password-recovery/copy';
import { waitlistCopy } from './features/waitlist/copy';
import { missingSpecStrings } from '../../shared/test/specCopy';

describe('la copia de mfe-auth', () => {
  it('copia textos del spec exactamente (muestra)', () => {
    expect(authCopy.toSignUp).toBe('¿No tienes una cuenta? Regístrate');
    expect(authCopy.invalidCredentials).toBe('Email o contraseña incorrectos. Por favor verifica tus datos.');
    expect(newsletterCopy.failureDescription).toBe(
      'No pudimos procesar tu suscripción. Por favor, inténtalo de nuevo.',
    );
    expect(waitlistCopy.duplicateDescription).toBe('Este email ya está en nuestra lista de espera');
  });

  it('contiene cada mensaje del catálogo de errores §8 y la copia de pantalla §2 y §4 de sus páginas', () => {
    const spec = [
      'Error al iniciar sesión',
      'Por favor verifica tu email antes de iniciar sesión.',
      'No se pudo obtener la información del usuario',
      'Error al registrarse',
      'Este email ya está registrado. Por favor inicia sesión.',
      'Error al iniciar sesión con Google',
      'Correo enviado',
      'Revisa tu correo para restablecer tu contraseña',
      '¡Registro exitoso!',
      'Ahora puedes comenzar a personalizar tu experiencia.',
      '¡Gracias por suscribirte!',
      'Te hemos enviado un correo con un regalo especial de bienvenida.',
      'Error al enviar el correo de bienvenida',
      'Error de acceso',
      'No pudimos registrarte',
      'Error inesperado',
      'No pudimos registrar tu correo. Inténtalo de nuevo más tarde.',
      'Nombre requerido',
      'Teléfono inválido',
      'Te notificaremos cuando el servicio esté disponible.',
      'Error al registrarte',
      'Por favor intenta nuevamente más tarde',
      'Iniciar sesión',
      'Crear cuenta',
      'Restablecer contraseña',
      '¿Ya tienes una cuenta? Inicia sesión',
      '¿Olvidaste tu contraseña?',
      'Volver al inicio de sesión',
      'Volver a Inicio',
      'Enviando...',
      'Registrando...',
      'Bienvenido al club',
    ];
    const copies = [authCopy, passwordRecoveryCopy, onboardingCopy, newsletterCopy, collectorCounterCopy, waitlistCopy];
    expect(missingSpecStrings(copies, spec)).toEqual([]);
  });
});
