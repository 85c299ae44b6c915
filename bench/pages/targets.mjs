// The targets of issue #32 (pages that arrive rendered), checked on the server-rendered column of `bench pages`
// against the figures of the same run: Lighthouse's mobile preset and Chromium at 1280 px, 4x CPU, cache off.
import { median } from '../lib/stats.mjs';

/** Lighthouse mobile LCP: a visitor's page and a member's page. */
export const MOBILE_LCP_MS = { visitor: 1500, member: 2000 };
/** Lighthouse mobile performance score of a visitor's page. */
export const MOBILE_SCORE = 95;
/** The server-rendered page's Lighthouse LCP over the same page's static-HTML floor. */
export const FLOOR_RATIO = 1.3;
/** Chromium 1280 px, 4x CPU, cache off. */
export const DESKTOP_LCP_MS = 1000;
export const DESKTOP_CLS = 0.02;
/** Total blocking time on a phone (Lighthouse's mobile run). */
export const MOBILE_TBT_MS = 200;
/**
 * JS bytes on the wire no higher than the client-rendered page's: the same scripts can differ by a few bytes of
 * response headers between two loads, so up to this many bytes more still counts as no higher.
 */
export const JS_BYTES_SLACK = 512;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const present = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * @typedef {{ score?: number | null, lcp?: number | null, tbt?: number | null }} MobileFigures
 * @typedef {{ lcp?: number | null, cls?: number | null, tbt?: number | null, jsTransfer?: number | null }} DesktopFigures
 * @typedef {{ desktop?: DesktopFigures | null, mobile?: MobileFigures | null }} Column
 * @typedef {{ as: string, serverRendered: boolean | null, client?: Column | null, server?: Column | null,
 *   floor?: Column | null }} PageFigures  serverRendered: null when the run has no server-rendered column
 * @typedef {{ target: string, figure: string, met: boolean | null, note?: string }} TargetCheck
 *   met: null when the run did not measure the figure
 */

/**
 * Every target of one page, judged on its server-rendered column.
 * @param {PageFigures} page
 * @returns {TargetCheck[]}
 */
export function checkTargets(page) {
  const server = page.server ?? {};
  const mobile = server.mobile ?? {};
  const desktop = server.desktop ?? {};
  const visitor = page.as === 'visitor';
  const checks = [];
  const check = (target, value, format, passes) =>
    checks.push(
      present(value)
        ? { target, figure: format(value), met: passes(value) }
        : { target, figure: '—', met: null, note: 'sin medir' },
    );

  const lcpLimit = visitor ? MOBILE_LCP_MS.visitor : MOBILE_LCP_MS.member;
  check(`LCP móvil ≤ ${seconds(lcpLimit)}`, mobile.lcp, seconds, (value) => value <= lcpLimit);
  if (visitor)
    check(
      `puntuación móvil ≥ ${MOBILE_SCORE}`,
      mobile.score,
      (v) => v.toFixed(0),
      (v) => v >= MOBILE_SCORE,
    );
  const floorLcp = page.floor?.mobile?.lcp;
  check(
    `LCP móvil ≤ ${FLOOR_RATIO}x el del HTML estático`,
    present(mobile.lcp) && present(floorLcp) && floorLcp > 0 ? mobile.lcp / floorLcp : null,
    (ratio) => `${ratio.toFixed(2)}x (${seconds(mobile.lcp)} / ${seconds(floorLcp)})`,
    (ratio) => ratio <= FLOOR_RATIO,
  );
  check(
    `LCP escritorio ≤ ${seconds(DESKTOP_LCP_MS)}`,
    desktop.lcp,
    (v) => `${v.toFixed(0)} ms`,
    (v) => v <= DESKTOP_LCP_MS,
  );
  check(
    `CLS escritorio < ${DESKTOP_CLS}`,
    desktop.cls,
    (v) => v.toFixed(3),
    (v) => v < DESKTOP_CLS,
  );
  check(
    `TBT móvil ≤ ${MOBILE_TBT_MS} ms`,
    mobile.tbt,
    (v) => `${v.toFixed(0)} ms`,
    (v) => v <= MOBILE_TBT_MS,
  );
  const clientJs = page.client?.desktop?.jsTransfer;
  check(
    'JS no mayor que el renderizado en el navegador',
    present(desktop.jsTransfer) && present(clientJs) ? desktop.jsTransfer - clientJs : null,
    (difference) =>
      `${(desktop.jsTransfer / 1024).toFixed(1)} KB (navegador ${(clientJs / 1024).toFixed(1)} KB, ` +
      `${difference >= 0 ? '+' : '−'}${(Math.abs(difference) / 1024).toFixed(1)} KB)`,
    (difference) => difference <= JS_BYTES_SLACK,
  );

  if (page.serverRendered === null) {
    for (const item of checks) Object.assign(item, { met: null, note: 'sin columna del servidor: --no-ssr' });
  } else if (page.serverRendered === false) {
    // the figures are the browser's rendering of a page the server answered as before: no target is met by them
    for (const item of checks) Object.assign(item, { met: false, note: 'el servidor no la renderiza' });
  }
  return checks;
}

/** A check's verdict as the tables write it. */
export function verdict(check) {
  const word = check.met === null ? 'sin medir' : check.met ? 'cumplida' : 'NO cumplida';
  return check.note && check.note !== 'sin medir' ? `${word} (${check.note})` : word;
}

/** How the server sent the page a check read: whole, or streamed (its content after the frame). */
const sent = (streamed) => (streamed ? 'llegó por partes' : 'llegó entera');

/**
 * #32: with JavaScript disabled, a piece's title, price, description, photos and seller are readable where they
 * belong (between the top bar and the footer), whether the page came whole or streamed.
 * @param {{ title: boolean, price: boolean, description: boolean, photos: number, seller: boolean, streamed?: boolean }} found
 * @returns {TargetCheck}
 */
export function checkNoScriptPiece(found) {
  const missing = [
    !found.title && 'título',
    !found.price && 'precio',
    !found.description && 'descripción',
    !(found.photos > 0) && 'fotos',
    !found.seller && 'vendedor',
  ].filter(Boolean);
  return {
    target: 'sin JavaScript: título, precio, descripción, fotos y vendedor',
    figure: `${missing.length ? `falta: ${missing.join(', ')}` : `todo legible (${found.photos} fotos)`}; ${sent(found.streamed)}`,
    met: missing.length === 0,
  };
}

/**
 * #32: with JavaScript disabled, the listing shows its first page of cards, each a link to its piece, where they
 * belong.
 * @param {{ cards: number, linked: number, streamed?: boolean }} found
 * @returns {TargetCheck}
 */
export function checkNoScriptListing({ cards, linked, streamed }) {
  return {
    target: 'sin JavaScript: la primera página de tarjetas, con enlaces',
    figure: `${cards} tarjetas, ${linked} con enlace; ${sent(streamed)}`,
    met: cards > 0 && linked === cards,
  };
}

/**
 * The static-HTML floor has no script: on a machine as fast as the one the targets were set on, its Lighthouse TBT
 * reads 0–25 ms. Over this, the machine itself blocks the phone's main thread and a time target judges the machine.
 */
export const FLOOR_TBT_SLOW_MS = 50;

/**
 * How fast the machine was during the run: Lighthouse's CPU index (its `benchmarkIndex`, median of every run) and
 * the static floor's median Lighthouse TBT. `slow` when the floor, which runs no JavaScript, blocked more than
 * FLOOR_TBT_SLOW_MS: then the run's time targets say more about the machine than about the code.
 * @param {{ benchmarkIndex?: number | null }[]} mobileRows every Lighthouse row of the run
 * @param {{ tbt?: number | null }[]} floorRows the floor column's Lighthouse rows
 * @returns {{ cpuIndex: number | null, floorTbt: number | null, slow: boolean }}
 */
export function machineCheck(mobileRows, floorRows) {
  const cpuIndex = median(mobileRows.map((row) => row.benchmarkIndex));
  const floorTbt = median(floorRows.map((row) => row.tbt));
  return { cpuIndex, floorTbt, slow: floorTbt !== null && floorTbt > FLOOR_TBT_SLOW_MS };
}
