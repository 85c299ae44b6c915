import { json } from '../http/errors';
import type { AuthEndpoint } from './context';

/** GET /settings: which sign-in methods the local server offers. */
export const settings: AuthEndpoint = () =>
  json({
    external: { email: true, phone: false, google: true, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });

/** GET /health */
export const health: AuthEndpoint = () => json({ version: 'local', name: 'GoTrue', description: 'Vitrina local auth' });
