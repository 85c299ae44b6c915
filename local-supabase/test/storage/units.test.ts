import path from 'node:path';
import { isMimeAllowed } from '../../src/storage/contentTypes';
import { assertObjectName, resolveInside } from '../../src/storage/objectNames';
import { createSignedUrlToken, verifySignedUrlToken } from '../../src/storage/signedUrlToken';

const SECRET = 'a-secret-that-is-long-enough-for-hs256!!';

describe('object names', () => {
  it.each(['a.png', 'carpeta/balón firmado.webp', "x/y/z (1)'.jpg"])('accepts %s', (name) => {
    expect(() => assertObjectName(name)).not.toThrow();
  });
  it.each(['', '../x.png', 'a/../../x', '/abs.png', 'a//b', 'a/./b', 'a\\b', 'a\u0000b'])('refuses %j', (name) => {
    expect(() => assertObjectName(name)).toThrow();
  });
  it('never resolves outside the root', () => {
    expect(resolveInside('/data/storage', 'products', 'a/b.png')).toBe(path.resolve('/data/storage/products/a/b.png'));
    expect(() => resolveInside('/data/storage', 'products', '../../etc/passwd')).toThrow();
  });
});

describe('bucket mime rules', () => {
  it('matches exact types, wildcards and ignores parameters', () => {
    expect(isMimeAllowed('image/png', ['image/jpeg', 'image/png'])).toBe(true);
    expect(isMimeAllowed('image/gif', ['image/jpeg', 'image/png'])).toBe(false);
    expect(isMimeAllowed('image/gif', ['image/*'])).toBe(true);
    expect(isMimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true);
    expect(isMimeAllowed('anything/else', null)).toBe(true);
  });
});

describe('signed URL tokens', () => {
  it('round-trips the signed object and refuses expiry, forgery and other secrets', () => {
    const token = createSignedUrlToken('products/a.png', 60, SECRET);
    expect(verifySignedUrlToken(token, SECRET)).toBe('products/a.png');
    expect(() => verifySignedUrlToken(token, `${SECRET}x`)).toThrow(/signature/i);
    expect(() => verifySignedUrlToken(token, SECRET, Date.now() + 61_000)).toThrow(/expired/);
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ url: 'products/b.png', exp: 9e9 })).toString('base64url')}.${s}`;
    expect(() => verifySignedUrlToken(forged, SECRET)).toThrow();
  });
});
