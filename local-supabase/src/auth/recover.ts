import { randomUUID } from 'node:crypto';
import { authError, json } from '../http/errors';
import { clientKey, newFlow, pkceMethod, redirect, sha256Hex, startSession, type AuthEndpoint } from './context';
import { accountKey, overEmailSendRateLimit } from './rateLimits';
import { invalidEmail, readAuthBody } from './input';
import { recoveryMail } from './recoveryMail';
import { allowedRedirect } from './redirects';
import { createSession } from './sessions';
import { implicitRedirect, issueSession } from './tokens';
import { consumeRecoveryToken, findUserByEmail, setRecoveryToken } from './users';

const RECOVERY_TTL_SECONDS = 3600;

/** POST /recover: mails a sign-in link to reset the password with. */
export const recover: AuthEndpoint = async (auth, call) => {
  const { req, url } = call;
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) return authError(400, 'validation_failed', 'Password recovery requires an email');
  const badEmail = invalidEmail(email);
  if (badEmail) return badEmail;
  // counted whether or not the address has an account, so the limit reveals nothing about it
  if (!auth.limiter.emailToAddress.allows(accountKey(email)) || !auth.limiter.emailSent.take(clientKey(call)))
    return overEmailSendRateLimit();
  auth.limiter.emailToAddress.take(accountKey(email));
  const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), auth.config);
  const challenge = typeof body.code_challenge === 'string' && body.code_challenge ? body.code_challenge : null;
  const method = pkceMethod(body.code_challenge_method);
  const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
  const tokenHash = sha256Hex(token);
  const user = await auth.db.admin(async (q) => {
    const found = await findUserByEmail(q, email);
    if (found) await setRecoveryToken(q, found.id, tokenHash);
    return found;
  });
  // the answer is the same whether or not the address exists, so it cannot be used to probe accounts
  if (user?.email) {
    if (challenge && method) auth.recoveryPkce.set(tokenHash, { challenge, method });
    const link = `${auth.config.apiUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
    await auth.mailbox.send({ from: 'Vitrina <no-reply@vitrina.mx>', to: user.email, ...recoveryMail(link) });
  }
  return json({});
};

/** GET /verify: the link in the recovery mail; signs the user in and redirects like GoTrue's /verify. */
export const verifyLink: AuthEndpoint = async (auth, { url }) => {
  const type = url.searchParams.get('type');
  const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), auth.config);
  const token = url.searchParams.get('token') ?? '';
  const fail = (code: string, description: string) => {
    const target = new URL(redirectTo);
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: code,
      error_description: description,
    }).toString();
    return redirect(target.toString());
  };
  if (type !== 'recovery' && type !== 'magiclink') return fail('validation_failed', 'Unsupported verification type');
  const tokenHash = sha256Hex(token);
  const user = await auth.db.admin((q) => consumeRecoveryToken(q, tokenHash, RECOVERY_TTL_SECONDS));
  if (!user) return fail('otp_expired', 'Email link is invalid or has expired');
  const pkce = auth.recoveryPkce.get(tokenHash);
  auth.recoveryPkce.delete(tokenHash);
  if (pkce) {
    const code = newFlow(auth, {
      userId: user.id,
      challenge: pkce.challenge,
      method: pkce.method,
      authMethod: 'recovery',
    });
    const target = new URL(redirectTo);
    target.searchParams.set('code', code);
    return redirect(target.toString());
  }
  const session = await auth.db.admin(async (q) => {
    const created = await createSession(q, user.id, null);
    return issueSession(auth.config, user, created, 'recovery');
  });
  return redirect(implicitRedirect(redirectTo, session, { type: 'recovery' }));
};

/** POST /verify: verifyOtp({token_hash, type: 'recovery'}) from an app page that reads the link itself. */
export const verifyOtp: AuthEndpoint = async (auth, { req }) => {
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  if (body.type !== 'recovery' && body.type !== 'magiclink')
    return authError(400, 'validation_failed', 'Unsupported verification type');
  if (!tokenHash) return authError(400, 'validation_failed', 'Verify requires a token or a token hash');
  // token_hash is the hash GoTrue mails; here the mailed token itself is accepted as well
  const candidates = [tokenHash, sha256Hex(tokenHash)];
  return auth.db.admin(async (q) => {
    for (const candidate of candidates) {
      const user = await consumeRecoveryToken(q, candidate, RECOVERY_TTL_SECONDS);
      if (user) return json(await startSession(auth, q, user, 'otp', req));
    }
    return authError(403, 'otp_expired', 'Email link is invalid or has expired');
  });
};
