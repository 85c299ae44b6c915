import path from 'node:path';
import { bytesMatchType, formatMediaType, isMimeAllowed, parseMediaType } from '../../src/storage/contentTypes';
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
  it('matches exact types and wildcards', () => {
    expect(isMimeAllowed('image/png', ['image/jpeg', 'image/png'])).toBe(true);
    expect(isMimeAllowed('image/gif', ['image/jpeg', 'image/png'])).toBe(false);
    expect(isMimeAllowed('image/gif', ['image/*'])).toBe(true);
    expect(isMimeAllowed('anything/else', null)).toBe(true);
  });

  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/PNG ; charset="UTF-8"', 'image/png; charset=utf-8'],
    ['text/plain;charset=utf-8;', 'text/plain; charset=utf-8'],
    ['application/pdf; name="a;b.pdf"', 'application/pdf'],
  ])('parses %j as one media type, %j', (text, normalized) => {
    const parsed = parseMediaType(text);
    expect(parsed && formatMediaType(parsed)).toBe(normalized);
  });

  it.each([
    'image/png;x=,text/html',
    'image/png;charset=utf-8,text/html',
    'image/webp; a="x", image/svg+xml',
    'image/png, text/html',
    'image/png text/html',
    'image/png;x',
    'image/png;charset="a,b"',
    'image/',
    '',
  ])('refuses %j', (text) => {
    expect(parseMediaType(text)).toBeNull();
  });

  it('checks the bytes against the type they claim', () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect(bytesMatchType('image/png', png)).toBe(true);
    expect(bytesMatchType('image/jpeg', png)).toBe(false);
    expect(bytesMatchType('image/png', Buffer.from('<html><script>alert(1)</script>'))).toBe(false);
    expect(bytesMatchType('image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(bytesMatchType('image/gif', Buffer.from('GIF89a'))).toBe(true);
    expect(bytesMatchType('application/pdf', Buffer.from('%PDF-1.7'))).toBe(true);
    expect(bytesMatchType('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(bytesMatchType('text/plain', Buffer.from('hola'))).toBe(true);
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
