import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import routes from './routes';
import lifecycles from './lifecycles';
import { installFakeBackend, uninstallFakeBackend } from '../../test/fakeBackend';
import { profileRow, resetAppState, signIn } from '../../test/session';

beforeEach(() => resetAppState());
afterEach(() => uninstallFakeBackend());

describeRemoteExposes('mfe_dashboard', {
  routes,
  routeKeys: ['DashboardPage', 'VerificationRequestPage'],
  lifecycles,
  path: '/dashboard',
  heading: 'Hola, Ana Coleccionista',
  setUp: () => {
    installFakeBackend().on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
  },
});
