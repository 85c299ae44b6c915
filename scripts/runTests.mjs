// `npm test`: every test, in three phases, with both cores busy in each. A phase runs its lanes side by side
// (each lane's steps one after another); a failed step does not stop the others, so one run reports every failure.
// The end-to-end phase runs alone: its timeouts assume the machine is its own.
//
// With VITRINA_TEST_DATABASE_URL set (`.ci/run` sets it after `scripts/ci-postgres.sh --setup-only`), the backend's
// suites also run against that PostgreSQL server, beside the component tests.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';

const postgresUrl = process.env.VITRINA_TEST_DATABASE_URL;
/** `--no-e2e`: the first two phases only (the end-to-end suite run on its own: `npm run e2e`). */
const withE2e = !process.argv.includes('--no-e2e');

/** @typedef {{ name: string, args: string[], env?: Record<string, string> }} Step */

/** @type {{ name: string, lanes: Step[][] }[]} */
const phases = [
  {
    name: 'static checks',
    lanes: [
      [{ name: 'typecheck', args: ['run', 'typecheck'] }],
      [
        { name: 'lint', args: ['run', 'lint'] },
        { name: 'kernel api', args: ['run', 'kernel:api'] },
      ],
    ],
  },
  {
    name: 'unit, component and backend',
    lanes: [
      [
        { name: 'backend (PGlite)', args: ['test', '-w', 'local-supabase'] },
        { name: 'build', args: ['run', 'build'] },
      ],
      [
        {
          name: 'components',
          args: [
            'exec',
            '--',
            'lerna',
            'run',
            'test',
            '--concurrency',
            '1',
            '--stream',
            '--ignore',
            '@vitrina/local-supabase',
          ],
        },
        ...(postgresUrl
          ? [
              {
                name: 'backend (PostgreSQL)',
                args: ['test', '-w', 'local-supabase'],
                env: { DATABASE_URL: postgresUrl },
              },
            ]
          : []),
      ],
    ],
  },
  ...(withE2e ? [{ name: 'end to end', lanes: [[{ name: 'e2e', args: ['run', 'e2e', '-w', 'e2e'] }]] }] : []),
];

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const results = [];

function runStep(step) {
  // Debian's Chromium first: without it the run would end with a hundred browser failures.
  execFileSync(process.execPath, ['scripts/ensureChromium.mjs'], { stdio: 'inherit' });

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

async function runLane(steps) {
  for (const step of steps) await runStep(step);
}

const started = Date.now();
if (!postgresUrl) console.log('PostgreSQL suite skipped: VITRINA_TEST_DATABASE_URL is not set (see docs/testing.md).');
for (const phase of phases) {
  const phaseStart = Date.now();
  console.log(`\n=== ${phase.name} ===`);
  await Promise.all(phase.lanes.map(runLane));
  console.log(`=== ${phase.name}: ${((Date.now() - phaseStart) / 1000).toFixed(0)} s ===`);
}

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
