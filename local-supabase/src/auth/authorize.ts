import { authError } from '../http/errors';
import { htmlResponse } from '../http/html';
import { newFlow, pkceMethod, redirect, startSession, type AuthContext, type AuthEndpoint } from './context';
import { authorizePage, providerName, type DemoAccount } from './oauthPage';
import { allowedRedirect } from './redirects';
import { implicitRedirect } from './tokens';
import { findUserById, touchSignIn } from './users';

const SUPPORTED_PROVIDERS = new Set(['google']);

async function demoAccounts(auth: AuthContext): Promise<DemoAccount[]> {
  return auth.db.admin(async (q) => {
    const { rows } = await q.query<{ id: string; email: string; name: string | null }>(
      `select id, email, coalesce(raw_user_meta_data->>'full_name', raw_user_meta_data->>'display_name', raw_user_meta_data->>'name') as name
         from auth.users
        where email is not null and email_confirmed_at is not null and deleted_at is null
        order by created_at, email limit 20`,
    );
    return rows;
  });
}

/** GET /authorize?provider=google: the local stand-in for the provider's page, listing demo accounts. */
export const authorize: AuthEndpoint = async (auth, { url }) => {
  const provider = url.searchParams.get('provider') ?? '';
  if (!SUPPORTED_PROVIDERS.has(provider)) {
    return authError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
  }
  const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), auth.config);
  const codeChallenge = url.searchParams.get('code_challenge');
  const cancel = new URL(redirectTo);
  const errorParams = new URLSearchParams({
    error: 'access_denied',
    error_code: 'provider_unreachable',
    error_description: `${providerName(provider)} no está disponible en el backend local`,
  }).toString();
  if (codeChallenge) cancel.search = errorParams;
  else cancel.hash = errorParams;
  const page = authorizePage(
    { provider, redirectTo, codeChallenge, codeChallengeMethod: url.searchParams.get('code_challenge_method') },
    await demoAccounts(auth),
    cancel.toString(),
  );
  return htmlResponse(page);
};

/** POST /authorize/local: the demo account chosen on the local provider page; finish as the real callback would. */
export const authorizeLocal: AuthEndpoint = async (auth, { req }) => {
  const form = new URLSearchParams(await req.text());
  const redirectTo = allowedRedirect(form.get('redirect_to'), auth.config);
  const provider = form.get('provider') ?? '';
  if (!SUPPORTED_PROVIDERS.has(provider)) return authError(400, 'validation_failed', 'Unsupported provider');
  const userId = form.get('user_id') ?? '';
  const user = await auth.db.admin((q) => findUserById(q, userId));
  if (!user || !user.email_confirmed_at) return authError(404, 'user_not_found', 'User not found');
  const challenge = form.get('code_challenge');
  const method = pkceMethod(form.get('code_challenge_method') || 's256');
  if (challenge && method) {
    const code = newFlow(auth, { userId: user.id, challenge, method, authMethod: 'oauth' });
    const target = new URL(redirectTo);
    target.searchParams.set('code', code);
    return redirect(target.toString());
  }
  const session = await auth.db.admin(async (q) => startSession(auth, q, await touchSignIn(q, user.id), 'oauth', req));
  return redirect(implicitRedirect(redirectTo, session, { provider_token: 'local-demo' }));
};
