// Lighthouse 12's mobile run (its default preset: a 412×823 phone, simulated slow 4G and 4x CPU) of the bench's
// pages, on Debian's Chromium (never a downloaded one). A signed-in page gets its session the way a user's browser
// has it: Playwright signs in through mfe-auth's form in the same Chromium profile (connected over CDP), and
// Lighthouse's storage reset clears the HTTP cache and service workers, not localStorage, where supabase-js keeps it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { median } from '../lib/stats.mjs';

export const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking'];

/** The LCP element's HTML as Lighthouse found it, or why it has none (the audit's state). */
function lcpElementOf(audit) {
  if (!audit) return null;
  const tables = audit.details?.type === 'list' ? audit.details.items : [audit.details];
  for (const table of tables ?? []) {
    const snippet = table?.items?.find((item) => item.node)?.node?.snippet;
    if (snippet) return snippet;
  }
  return `(${audit.errorMessage ?? audit.scoreDisplayMode})`;
}

/** One Lighthouse navigation: performance only, mobile defaults. */
async function runOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : lhr.categories.performance.score * 100,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']),
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's own reading of the machine's CPU speed (a fixed piece of work timed before the run): it tells
    // whether figures of two runs came from machines of the same speed
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * @param {{ entries: { key: string, title: string, as: string, path: string }[], shellUrl: string, runs: number,
 *   chromePath: string, signIn: (context: import('playwright').BrowserContext, shellUrl: string, as: string) => Promise<void>,
 *   log: (line: string) => void }} options
 * @returns {Promise<object[]>} one row per entry: medians of score, LCP, FCP, TBT, CLS, Speed Index
 */
export async function lighthouseRows({ entries, shellUrl, runs, chromePath, signIn, log }) {
  const rows = [];
  // one Chromium per identity: the visitor's profile never holds a session
  const identities = [...new Set(entries.map((entry) => entry.as))];
  for (const as of identities) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_FLAGS });
    try {
      if (as !== 'visitor') {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        try {
          await signIn(browser.contexts()[0], shellUrl, as);
        } finally {
          await browser.close();
        }
      }
      for (const entry of entries.filter((e) => e.as === as)) {
        const results = [];
        const errors = [];
        for (let run = 0; run < runs; run += 1) {
          try {
            results.push(await runOnce(`${shellUrl}${entry.path}`, chrome.port));
          } catch (error) {
            // one failed run (a page that never painted on a busy machine) leaves its figures out, not the bench's
            errors.push(String(error?.message ?? error).split('\n')[0]);
            log(`  Lighthouse móvil ${entry.title} (${as}): la corrida ${run + 1} falló: ${errors.at(-1)}`);
          }
        }
        const row = {
          key: entry.key,
          page: entry.title,
          as,
          runs: results.length,
          errors,
          score: median(results.map((r) => r.score)),
          lcp: median(results.map((r) => r.lcp)),
          fcp: median(results.map((r) => r.fcp)),
          tbt: median(results.map((r) => r.tbt)),
          cls: median(results.map((r) => r.cls)),
          si: median(results.map((r) => r.si)),
          lcpElement: results[Math.floor(results.length / 2)]?.lcpElement ?? null,
          warnings: [...new Set(results.flatMap((r) => r.warnings))],
          benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
        };
        rows.push(row);
        log(
          `  Lighthouse móvil ${entry.title} (${as}): ${row.score?.toFixed(0)} / LCP ${row.lcp?.toFixed(0)} ms, ` +
            `TBT ${row.tbt?.toFixed(0)} ms, CLS ${row.cls?.toFixed(3)}, índice de CPU ${row.benchmarkIndex?.toFixed(0)}`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
