// vitrina/reads-through-accessor tells a read from a write by the database function's volatility, read from the
// schema snapshot (supabase/schema/functions). Run by `npm run lint` (`node --test lint/`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { readFunctionVolatility, volatilityOf } from './functionVolatility.mjs';
import vitrina from './vitrinaPlugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const snapshot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../supabase/schema/functions');

describe('volatilityOf: the volatility pg_get_functiondef prints', () => {
  const definition = (attributes) =>
    [
      'CREATE OR REPLACE FUNCTION public.f(x integer)',
      ' RETURNS integer',
      ' LANGUAGE sql',
      ...attributes,
      " SET search_path TO ''",
      'AS $function$',
      '  select x -- STABLE in a comment of the body says nothing',
      '$function$;',
    ].join('\n');

  it('STABLE and IMMUTABLE only read, whatever follows them on the line', () => {
    assert.equal(volatilityOf(definition([' STABLE SECURITY DEFINER'])), 'read-only');
    assert.equal(volatilityOf(definition([' IMMUTABLE PARALLEL SAFE STRICT'])), 'read-only');
    assert.equal(volatilityOf(definition([' WINDOW IMMUTABLE'])), 'read-only');
  });

  it('no word is VOLATILE, the default: the function may change data', () => {
    assert.equal(volatilityOf(definition([' SECURITY DEFINER'])), 'volatile');
    assert.equal(volatilityOf(definition([])), 'volatile');
  });

  it('several definitions in one file are read-only only when all are', () => {
    const stable = definition([' STABLE']);
    assert.equal(volatilityOf(`${stable}\n\n${stable}`), 'read-only');
    assert.equal(volatilityOf(`${stable}\n\n${definition([])}`), 'volatile');
  });

  it('a file without a function definition has none', () => {
    assert.equal(volatilityOf('create table public.t (id int);'), null);
  });

  it("the snapshot's functions: the discount check reads, the order and the view count write", () => {
    const functions = readFunctionVolatility(snapshot);
    assert.equal(functions.get('check_discount_code'), 'read-only');
    assert.equal(functions.get('auction_state'), 'read-only');
    assert.equal(functions.get('create_order'), 'volatile');
    assert.equal(functions.get('increment_product_views'), 'volatile');
    // tables and other schemas' files are not functions one can call as rpc/<name>
    assert.equal(functions.has('auth.users'), false);
  });
});

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

ruleTester.run('vitrina/reads-through-accessor', vitrina.rules['reads-through-accessor'], {
  valid: [
    // a read-only function read through the accessor
    "read({ path: 'rpc/check_discount_code', args: { code } }, { as: 'member' });",
    "const request = { path: 'rpc/auction_state', args: { auction_id: id } };",
    // a function that changes data, on the member's client
    "supabase.rpc('create_order', { product_ids: ids });",
    "supabase.rpc(action === 'ship' ? 'ship_order' : 'update_tracking', args);",
    // a visitor's write in passing
    "callFunction('increment_product_views', { product_id: id }, { as: 'public' });",
    // a name lint cannot read, a table, a write that returns its rows
    'supabase.rpc(name, args);',
    "read({ path: 'products', params: { id: `eq.${id}` } }, { as: 'public' });",
    "supabase.from('saved_searches').insert({ name }).select('id');",
  ],
  // [code, the message, the function it names]
  invalid: [
    ["const { data } = await supabase.rpc('check_discount_code', { code });", 'readOnlyRpc', 'check_discount_code'],
    ["client.rpc(mine ? 'my_bids' : 'place_bid', {});", 'readOnlyRpc', 'my_bids'],
    ["callFunction('auction_state', { auction_id: id }, { as: 'public' });", 'readOnlyCall', 'auction_state'],
    [
      "await read({ path: 'rpc/increment_product_views', args: { product_id: id } }, { as: 'public' });",
      'volatileRead',
      'increment_product_views',
    ],
    ["export const orderRead = () => ({ path: 'rpc/create_order', args: {} });", 'volatileRead', 'create_order'],
    ["read({ path: 'rpc/no_such_function', args: {} }, { as: 'member' });", 'unknownFunction', 'no_such_function'],
    ["supabase.from('profiles').select('display_name');", 'clientRead'],
  ]
    .map(([code, messageId, name]) => ({ code, errors: [{ messageId, ...(name ? { data: { name } } : {}) }] }))
    .concat({
      code: "import { restRead } from '@vitrina/shared/data'; restRead({ path: 'products' });",
      errors: [{ messageId: 'restRead' }, { messageId: 'restRead' }],
    }),
});
