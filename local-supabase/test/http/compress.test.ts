import { negotiateEncoding, isJsonType, varyWithAcceptEncoding } from '../../src/http/compress';

describe('negotiateEncoding', () => {
  it.each([
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%p → %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isJsonType', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/vnd.pgrst.object+json; charset=utf-8', true],
    ['application/json', true],
    ['image/webp', false],
    ['text/html; charset=utf-8', false],
    [null, false],
  ])('%p → %p', (type, expected) => {
    expect(isJsonType(type)).toBe(expected);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin, Access-Control-Request-Headers')).toBe(
      'Origin, Access-Control-Request-Headers, Accept-Encoding',
    );
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
