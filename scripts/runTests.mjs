// `npm test`: every test. The checks, the jest suites and the apps' build share two slots (the machine's two cores):
// each starts, in the order listed, as soon as a slot is free, so no core waits while another lane still has work.
// The end-to-end suite runs last and alone: it runs two workers of its own and its timeouts assume the machine is
// its own. A failed step does not stop the others, so one run reports every failure.
//
// With VITRINA_TEST_DATABASE_URL set (`.ci/run` sets it after `scripts/ci-postgres.sh --setup-only`), the backend's
// suites also run against that PostgreSQL server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const postgresUrl = process.env.VITRINA_TEST_DATABASE_URL;
/** `--no-e2e`: everything but the end-to-end suite (run it on its own with `npm run e2e`). */
const withE2e = !process.argv.includes('--no-e2e');
const SLOTS = 2;

/** The workspaces with jest (or node) tests of their own, each one step; the backend's suites are steps below. */
const rootPackage = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const testedPackages = rootPackage.workspaces.filter((dir) => {
  if (dir === 'local-supabase') return false;
  return Boolean(JSON.parse(fs.readFileSync(`${dir}/package.json`, 'utf8')).scripts?.test);
});

/** @typedef {{ name: string, args: string[], env?: Record<string, string>, alone?: boolean }} Step */

/**
 * Longest first, so the short ones fill the slots at the end: the backend's suites, the build (long on a clean
 * clone), the static checks, then each package's component tests.
 * @type {Step[]}
 */
const steps = [
  { name: 'backend (PGlite)', args: ['test', '-w', 'local-supabase'] },
  ...(postgresUrl
    ? [{ name: 'backend (PostgreSQL)', args: ['test', '-w', 'local-supabase'], env: { DATABASE_URL: postgresUrl } }]
    : []),
  { name: 'build', args: ['run', 'build'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'kernel api', args: ['run', 'kernel:api'] },
  ...testedPackages.map((dir) => ({ name: `components (${dir})`, args: ['test', '-w', dir] })),
  // after every other step: it needs the build, and the machine to itself
  ...(withE2e ? [{ name: 'e2e', args: ['run', 'e2e', '-w', 'e2e'], alone: true }] : []),
];

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const results = [];

function runStep(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', step.args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${step.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
    }
    child.on('close', (code) => {
      const result = { name: step.name, seconds: (Date.now() - started) / 1000, ok: code === 0 };
      results.push(result);
      console.log(`${prefix}${result.ok ? 'ok' : `FAILED (exit ${code})`} in ${result.seconds.toFixed(0)} s`);
      resolve(result);
    });
  });
}

/** Runs the steps in order, `SLOTS` at a time; a step marked `alone` waits for every earlier one and runs by itself. */
async function runAll(queue) {
  const waiting = [...queue];
  const running = new Set();
  while (waiting.length > 0) {
    const next = waiting[0];
    const limit = next.alone ? 0 : SLOTS - 1;
    if (running.size > limit) {
      await Promise.race(running);
      continue;
    }
    waiting.shift();
    console.log(`\n=== ${next.name} ===`);
    const run = runStep(next).then(() => running.delete(run));
    running.add(run);
    if (next.alone) await run;
  }
  await Promise.all(running);
}

const started = Date.now();
// Debian's Chromium first: without it the run would end with a hundred browser failures.
if (withE2e) execFileSync(process.execPath, ['scripts/ensureChromium.mjs'], { stdio: 'inherit' });
if (!postgresUrl) console.log('PostgreSQL suite skipped: VITRINA_TEST_DATABASE_URL is not set (see docs/testing.md).');
await runAll(steps);

const failed = results.filter((r) => !r.ok);
console.log(
  `\nnpm test on ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.seconds.toFixed(0).padStart(5)} s  ${r.name}`);
console.log(`  total  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed.length ? 1 : 0);
