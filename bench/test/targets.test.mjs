import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkNoScriptListing, checkNoScriptPiece, checkTargets, machineCheck, verdict } from '../pages/targets.mjs';

const column = ({ score = 97, lcp = 1200, tbt = 100, dLcp = 800, cls = 0.001, js = 200_000 } = {}) => ({
  mobile: { score, lcp, tbt },
  desktop: { lcp: dLcp, cls, tbt: 0, jsTransfer: js },
});
const page = (overrides = {}) => ({
  as: 'visitor',
  serverRendered: true,
  client: column({ lcp: 3000, js: 200_000 }),
  server: column(),
  floor: column({ lcp: 1000, js: 0 }),
  ...overrides,
});
const byTarget = (checks) => Object.fromEntries(checks.map((check) => [check.target, check]));

test('a visitor page that meets every target', () => {
  const checks = checkTargets(page());
  assert.deepEqual(
    checks.map((check) => check.target),
    [
      'LCP móvil ≤ 1.50 s',
      'puntuación móvil ≥ 95',
      'LCP móvil ≤ 1.3x el del HTML estático',
      'LCP escritorio ≤ 1.00 s',
      'CLS escritorio < 0.02',
      'TBT móvil ≤ 200 ms',
      'JS no mayor que el renderizado en el navegador',
    ],
  );
  assert.ok(checks.every((check) => check.met === true));
  assert.equal(byTarget(checks)['LCP móvil ≤ 1.3x el del HTML estático'].figure, '1.20x (1.20 s / 1.00 s)');
});

test('each limit: at the line is met, past it is not', () => {
  const at = byTarget(
    checkTargets(page({ server: column({ score: 95, lcp: 1300, tbt: 200, dLcp: 1000, js: 200_512 }) })),
  );
  for (const check of Object.values(at)) assert.equal(check.met, true, check.target);
  const past = byTarget(
    checkTargets(page({ server: column({ score: 94, lcp: 1501, tbt: 201, dLcp: 1001, cls: 0.02, js: 200_513 }) })),
  );
  for (const check of Object.values(past)) assert.equal(check.met, false, check.target);
});

test('the floor ratio is judged on its own: under 1.5 s but more than 1.3x a fast floor', () => {
  const checks = byTarget(checkTargets(page({ server: column({ lcp: 1400 }), floor: column({ lcp: 1000 }) })));
  assert.equal(checks['LCP móvil ≤ 1.50 s'].met, true);
  assert.equal(checks['LCP móvil ≤ 1.3x el del HTML estático'].met, false);
});

test("a member's page: 2.0 s, no score target", () => {
  const checks = byTarget(checkTargets(page({ as: 'buyer', server: column({ score: 60, lcp: 1900 }) })));
  assert.equal(checks['LCP móvil ≤ 2.00 s'].met, true);
  assert.equal(checks['puntuación móvil ≥ 95'], undefined);
  assert.equal(
    byTarget(checkTargets(page({ as: 'buyer', server: column({ lcp: 2001 }) })))['LCP móvil ≤ 2.00 s'].met,
    false,
  );
});

test('JS bytes: fewer than the browser-rendered page is met and shown as a negative difference', () => {
  const check = byTarget(checkTargets(page({ server: column({ js: 198_000 }) })))[
    'JS no mayor que el renderizado en el navegador'
  ];
  assert.equal(check.met, true);
  assert.equal(check.figure, '193.4 KB (navegador 195.3 KB, −2.0 KB)');
});

test('a page the server does not render meets nothing, whatever its figures', () => {
  const checks = checkTargets(page({ serverRendered: false }));
  assert.ok(checks.every((check) => check.met === false));
  assert.equal(verdict(checks[0]), 'NO cumplida (el servidor no la renderiza)');
});

test('figures a run did not take are not judged', () => {
  const checks = byTarget(checkTargets(page({ server: { desktop: column().desktop, mobile: null }, floor: null })));
  assert.equal(checks['LCP móvil ≤ 1.50 s'].met, null);
  assert.equal(checks['LCP móvil ≤ 1.3x el del HTML estático'].met, null);
  assert.equal(verdict(checks['LCP móvil ≤ 1.50 s']), 'sin medir');
  assert.equal(checks['LCP escritorio ≤ 1.00 s'].met, true);
  const noServer = checkTargets(page({ serverRendered: null, server: null }));
  assert.ok(noServer.every((check) => check.met === null));
  assert.equal(verdict(noServer[0]), 'sin medir (sin columna del servidor: --no-ssr)');
});

test('without JavaScript: a piece is readable only with all five parts', () => {
  const all = { title: true, price: true, description: true, photos: 3, seller: true };
  assert.deepEqual(checkNoScriptPiece(all), {
    target: 'sin JavaScript: título, precio, descripción, fotos y vendedor',
    figure: 'todo legible (3 fotos); llegó entera',
    met: true,
  });
  const without = checkNoScriptPiece({ ...all, price: false, photos: 0 });
  assert.equal(without.met, false);
  assert.equal(without.figure, 'falta: precio, fotos; llegó entera');
  assert.equal(checkNoScriptPiece({ ...all, streamed: true }).figure, 'todo legible (3 fotos); llegó por partes');
  assert.equal(checkNoScriptPiece({ ...all, streamed: true }).met, true);
  assert.equal(checkNoScriptPiece({ ...all, description: false }).met, false);
});

test('without JavaScript: a listing needs cards, every one a link', () => {
  assert.equal(checkNoScriptListing({ cards: 20, linked: 20 }).met, true);
  assert.equal(checkNoScriptListing({ cards: 20, linked: 19 }).met, false);
  assert.equal(checkNoScriptListing({ cards: 0, linked: 0 }).met, false);
  assert.equal(checkNoScriptListing({ cards: 20, linked: 19 }).figure, '20 tarjetas, 19 con enlace; llegó entera');
  assert.equal(
    checkNoScriptListing({ cards: 20, linked: 20, streamed: true }).figure,
    '20 tarjetas, 20 con enlace; llegó por partes',
  );
});

test('the mobile LCP limits are inclusive: 1.5 s for a visitor, 2.0 s for a member', () => {
  const lcpCheck = (as, lcp) =>
    checkTargets(page({ as, server: column({ lcp }), floor: column({ lcp }) })).find(
      (check) => check.target.startsWith('LCP móvil ≤ ') && check.target.endsWith(' s'),
    );
  assert.equal(lcpCheck('visitor', 1500).met, true);
  assert.equal(lcpCheck('visitor', 1500.5).met, false);
  assert.equal(lcpCheck('buyer', 2000).met, true);
  assert.equal(lcpCheck('buyer', 2000.5).met, false);
});

test('the machine: CPU index and floor TBT are medians; a floor blocking over 50 ms marks the run slow', () => {
  const rows = [{ benchmarkIndex: 900 }, { benchmarkIndex: 1500 }, { benchmarkIndex: 1200 }, {}];
  assert.deepEqual(machineCheck(rows, [{ tbt: 0 }, { tbt: 23 }, { tbt: 9 }]), {
    cpuIndex: 1200,
    floorTbt: 9,
    slow: false,
  });
  assert.deepEqual(machineCheck(rows, [{ tbt: 165 }, { tbt: 399 }, { tbt: 225 }, { tbt: 239 }]), {
    cpuIndex: 1200,
    floorTbt: 232,
    slow: true,
  });
  assert.equal(machineCheck(rows, [{ tbt: 50 }]).slow, false);
  assert.equal(machineCheck(rows, [{ tbt: 51 }]).slow, true);
});

test('the machine: a run without Lighthouse or without a floor judges nothing', () => {
  assert.deepEqual(machineCheck([], []), { cpuIndex: null, floorTbt: null, slow: false });
});
