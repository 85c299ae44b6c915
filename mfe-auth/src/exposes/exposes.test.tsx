import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import routes from './routes';
import lifecycles from './lifecycles';

describeRemoteExposes('mfe_auth', {
  routes,
  routeKeys: [
    'AuthPage',
    'CollectorCounter',
    'NewsletterSignup',
    'OnboardingPage',
    'PasswordRecoveryPage',
    'WaitlistHomeForm',
    'WaitlistLandingForm',
  ],
  lifecycles,
  path: '/auth',
  heading: 'Iniciar sesión',
});
