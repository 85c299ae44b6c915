import { escapeHtml, htmlPage } from '../http/html';

export interface DemoAccount {
  id: string;
  email: string;
  name: string | null;
}

export interface AuthorizeRequest {
  provider: string;
  redirectTo: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google' };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/**
 * The local stand-in for the provider's consent screen: no identity provider is reachable from the
 * local backend, so it says so and offers the demo accounts; choosing one completes the flow.
 */
export function authorizePage(request: AuthorizeRequest, accounts: DemoAccount[], cancelUrl: string): string {
  const hidden = [
    ['provider', request.provider],
    ['redirect_to', request.redirectTo],
    ['code_challenge', request.codeChallenge ?? ''],
    ['code_challenge_method', request.codeChallengeMethod ?? ''],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const list = accounts.length
    ? `<ul style="list-style:none;padding:0">${accounts
        .map(
          (a) => `<li class="card">
  <form method="post" action="/auth/v1/authorize/local">${hidden}<input type="hidden" name="user_id" value="${escapeHtml(a.id)}">
    <strong>${escapeHtml(a.name ?? a.email)}</strong><br><span class="meta">${escapeHtml(a.email)}</span><br>
    <button type="submit">Continuar como ${escapeHtml(a.name ?? a.email)}</button>
  </form>
</li>`,
        )
        .join('\n')}</ul>`
    : '<p>No hay cuentas de demostración. Crea una cuenta con correo y contraseña.</p>';
  const name = providerName(request.provider);
  return htmlPage(
    `Iniciar sesión con ${name}`,
    `<h1>Iniciar sesión con ${escapeHtml(name)}</h1>
<p>${escapeHtml(name)} no está disponible en el backend local: no hay conexión con el proveedor de identidad.</p>
<p>Para probar el flujo, elige una de las cuentas de demostración. Te redirigiremos a la aplicación como lo haría el inicio de sesión real.</p>
${list}
<p><a href="${escapeHtml(cancelUrl)}">Cancelar y volver a la aplicación</a></p>`,
  );
}
