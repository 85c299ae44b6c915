import type { ServerConfig } from '../http/types';
import { signJwt } from './jwt';
import { userJson, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** The access token claims GoTrue issues (tokens/service.go AccessTokenClaims). */
export async function issueSession(
  config: ServerConfig,
  user: UserRow,
  session: { sessionId: string; refreshToken: string },
  method: string,
): Promise<SessionResponse> {
  const now = Math.floor(Date.now() / 1000);
  const userObject = userJson(user);
  const accessToken = await signJwt(
    {
      aud: 'authenticated',
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: userObject.app_metadata,
      user_metadata: userObject.user_metadata,
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: session.sessionId,
      is_anonymous: false,
    },
    config.jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: session.refreshToken,
    user: userObject,
  };
}

/** The implicit-flow redirect: session fields in the URL fragment, keys sorted as GoTrue writes them. */
export function implicitRedirect(
  redirectTo: string,
  session: SessionResponse,
  extra: Record<string, string> = {},
): string {
  const params: Record<string, string> = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...extra,
  };
  const fragment = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k])}`)
    .join('&');
  const url = new URL(redirectTo);
  url.hash = fragment;
  return url.toString();
}
