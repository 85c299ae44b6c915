// The kernel's public API report (shared/api/kernel.api.md), made with API Extractor from the kernel entry's
// declarations. `node scripts/kernelApi.mjs` (npm test) fails when the kernel's exported API differs from the
// report, or when the report's version is not shared/package.json's. `--update` writes the new report, and refuses
// unless the version was bumped as the compatibility policy says (docs/architecture.md):
//   a line of the report removed or changed (incompatible) -> a new major; only lines added -> a new minor.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { compareReports } from './kernelApiRules.cjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(repoRoot, 'shared', 'api');
const buildDir = path.join(apiDir, '.build');
const reportPath = path.join(apiDir, 'kernel.api.md');
const HEADER = /^<!-- kernel (\d+\.\d+\.\d+) -->\n/;

function generateReport() {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(buildDir, 'report'), { recursive: true });
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', path.join(apiDir, 'tsconfig.kernel.json')], { stdio: 'inherit' });
  const config = ExtractorConfig.loadFileAndPrepare(path.join(apiDir, 'api-extractor.json'));
  const result = Extractor.invoke(config, { localBuild: true, showVerboseMessages: false, messageCallback: quiet });
  if (!result.succeeded) throw new Error(`API Extractor failed (${result.errorCount} errors)`);
  return fs.readFileSync(path.join(buildDir, 'report', 'kernel.api.md'), 'utf8');
}

function quiet(message) {
  if (message.logLevel !== 'error') message.handled = true;
}

function main() {
  const update = process.argv.includes('--update');
  const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version;
  const report = generateReport();
  const committed = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '';
  const committedVersion = HEADER.exec(committed)?.[1];
  const committedReport = committed.replace(HEADER, '');
  const next = `<!-- kernel ${version} -->\n${report}`;

  if (!update) {
    if (committed === next) {
      console.log(`kernel API ${version}: matches shared/api/kernel.api.md`);
      return;
    }
    const reason =
      committedReport === report
        ? `shared/package.json says ${version}, the report ${committedVersion ?? '(none)'}`
        : "the kernel's exported API changed";
    console.error(`kernel API: ${reason}. Bump shared/package.json as docs/architecture.md says, then run`);
    console.error('  node scripts/kernelApi.mjs --update');
    process.exit(1);
  }

  const { added, removed, allowed, needed } = compareReports(committedReport, committedVersion, report, version);
  if (!allowed) {
    console.error(
      `kernel API: ${needed} needs a version above ${committedVersion}; shared/package.json says ${version}.`,
    );
    for (const line of removed) console.error(`  - ${line.trim()}`);
    for (const line of added) console.error(`  + ${line.trim()}`);
    process.exit(1);
  }
  fs.writeFileSync(reportPath, next);
  console.log(
    `kernel API ${version}: shared/api/kernel.api.md written (${added.length} added, ${removed.length} removed)`,
  );
}

main();
