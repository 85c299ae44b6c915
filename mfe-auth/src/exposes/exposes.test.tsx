import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import routes from './routes';
import lifecycles from './lifecycles';

describeRemoteExposes('mfe_auth', {
  routes,
  routeKeys: ['AuthPage', 'OnboardingPage', 'PasswordRecoveryPage'],
  lifecycles,
  path: '/auth',
  heading: 'Iniciar sesión',
});

describe('los formularios que presta a las páginas del shell', () => {
  it('cada expose exporta por defecto el componente del contrato', async () => {
    expect((await import('./NewsletterSignup')).default).toBe(
      (await import('../features/newsletter/NewsletterSignup')).NewsletterSignup,
    );
    const waitlist = await import('../features/waitlist/WaitlistForm');
    expect((await import('./WaitlistHomeForm')).default).toBe(waitlist.WaitlistHomeForm);
    expect((await import('./WaitlistLandingForm')).default).toBe(waitlist.WaitlistLandingForm);
    expect((await import('./CollectorCounter')).default).toBe(
      (await import('../features/collector-counter/CollectorCounter')).CollectorCounter,
    );
  });
});
