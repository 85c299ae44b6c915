/** @jest-environment node */
// The site's own address, which canonical URLs, link previews and e-mail links use.
import { portsFromEnv, siteUrlFromEnv } from '../build/apps.cjs';

describe('siteUrlFromEnv', () => {
  it("is the shell's own address by default, on SHELL_PORT when it is set", () => {
    expect(siteUrlFromEnv({})).toBe('http://localhost:3000');
    expect(siteUrlFromEnv({ SHELL_PORT: '4100' })).toBe('http://localhost:4100');
    expect(siteUrlFromEnv({}, { ...portsFromEnv({}), shell: 5123 })).toBe('http://localhost:5123');
  });

  it('is SITE_URL when set, without a trailing slash', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://vitrina.mx/', SHELL_PORT: '4100' })).toBe('https://vitrina.mx');
    expect(siteUrlFromEnv({ SITE_URL: '  ', SHELL_PORT: '4100' })).toBe('http://localhost:4100');
  });
});
