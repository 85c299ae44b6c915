import { arrayDimensions, bracketNesting, isJsonTooDeep, jsonDepth, MAX_JSON_DEPTH } from '../../src/http/nesting';

/** `{"a":{"a":…1…}}` nested `levels` deep, built as text so the test itself never recurses. */
function nestedObjectText(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

describe('jsonDepth', () => {
  it('counts scalars as 0 and every object or array as one level', () => {
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth('texto')).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth([1, 2, 3])).toBe(1);
    expect(jsonDepth({ a: [1, { b: null }], c: 'x' })).toBe(3);
    expect(jsonDepth([[], [[[]]], {}])).toBe(4);
  });

  it('measures 200,000 levels without recursion (JSON.stringify overflows at a few thousand)', () => {
    const value: unknown = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    expect(jsonDepth(value)).toBe(200_000);
  });

  it('stops at the limit and answers limit + 1', () => {
    const value: unknown = JSON.parse(nestedObjectText(10_000));
    expect(jsonDepth(value, 50)).toBe(51);
  });
});

describe('isJsonTooDeep', () => {
  it(`accepts exactly ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(isJsonTooDeep(JSON.parse(nestedObjectText(MAX_JSON_DEPTH)))).toBe(false);
    expect(isJsonTooDeep(JSON.parse(nestedObjectText(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('lets through every value it accepts to JSON.stringify', () => {
    const deepest: unknown = JSON.parse(nestedObjectText(MAX_JSON_DEPTH));
    expect(JSON.stringify(deepest)).toHaveLength(nestedObjectText(MAX_JSON_DEPTH).length);
  });

  it('looks into every branch, not only the first', () => {
    const wide = { first: 1, second: [2], third: JSON.parse(nestedObjectText(20)) as unknown };
    expect(isJsonTooDeep(wide, 20)).toBe(true);
    expect(isJsonTooDeep(wide, 21)).toBe(false);
  });
});

describe('bracketNesting', () => {
  it('gives the deepest run of open brackets of any kind', () => {
    expect(bracketNesting('sin corchetes')).toBe(0);
    expect(bracketNesting('(a|b)')).toBe(1);
    expect(bracketNesting('{"urls":["a","b"]}')).toBe(2);
    expect(bracketNesting('([{x}])([{}])')).toBe(3);
  });

  it('counts unbalanced openers and ignores stray closers', () => {
    expect(bracketNesting('(((((')).toBe(5);
    expect(bracketNesting(')))(((')).toBe(3);
  });
});

describe('arrayDimensions', () => {
  it('counts only braces in an array literal, and nested arrays in a JSON value', () => {
    expect(arrayDimensions('{{1,2},{3,4}}')).toBe(2);
    expect(arrayDimensions('{"(a)","[b]"}')).toBe(1);
    expect(arrayDimensions(`${'{'.repeat(7)}${'}'.repeat(7)}`)).toBe(7);
    expect(arrayDimensions([[['x']]])).toBe(3);
    expect(arrayDimensions('plain')).toBe(0);
  });
});
