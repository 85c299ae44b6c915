// The API reports of the kernel and of the contract, made with API Extractor from their entries' declarations.
// - shared/api/kernel.api.md: the runtime kernel (@vitrina/shared/kernel), values only: what must be one instance
//   per page. `node scripts/kernelApi.mjs` (npm test) fails when the kernel's exported API differs from the report,
//   when the report's version is not shared/package.json's, or when the kernel exports a type. `--update` writes the
//   new report, and refuses unless the version was bumped as the compatibility policy says (docs/architecture.md):
//   a line of the report removed or changed (incompatible) -> a new major; only lines added -> a new minor.
// - shared/api/contract.api.md: the types-only contract (@vitrina/shared/contract). The check fails when it differs
//   from the report or declares a value; `--update` writes it and says whether the change is additive or breaking
//   (a breaking contract change deploys the apps on both sides of it together).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { compareReports, declarations } from './kernelApiRules.cjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(repoRoot, 'shared', 'api');
const buildDir = path.join(apiDir, '.build');
const reportPath = path.join(apiDir, 'kernel.api.md');
const contractPath = path.join(apiDir, 'contract.api.md');
const HEADER = /^<!-- kernel (\d+\.\d+\.\d+) -->\n/;
const CONTRACT_HEADER = '<!-- contract: types only -->\n';

/** Declarations of a type (the kernel must have none) and of a value (the contract must have none). */
const TYPE_DECLARATION = /^export (declare )?(interface|type) /;
const VALUE_DECLARATION = /^export (declare )?(const|let|var|function|class|enum|namespace|abstract class) /;

function generateReports() {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(buildDir, 'report'), { recursive: true });
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', path.join(apiDir, 'tsconfig.kernel.json')], { stdio: 'inherit' });
  for (const file of ['api-extractor.json', 'api-extractor.contract.json']) {
    const config = ExtractorConfig.loadFileAndPrepare(path.join(apiDir, file));
    const result = Extractor.invoke(config, { localBuild: true, showVerboseMessages: false, messageCallback: quiet });
    if (!result.succeeded) throw new Error(`API Extractor failed on ${file} (${result.errorCount} errors)`);
  }
  const read = (name) => fs.readFileSync(path.join(buildDir, 'report', name), 'utf8');
  return { kernel: read('kernel.api.md'), contract: read('contract.api.md') };
}

/** Lines of `report` matching `pattern`: declarations that do not belong in that entry. */
function misplaced(report, pattern) {
  return declarations(report).filter((line) => pattern.test(line));
}

function quiet(message) {
  if (message.logLevel !== 'error') message.handled = true;
}

function main() {
  const update = process.argv.includes('--update');
  const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version;
  const { kernel: report, contract } = generateReports();
  const kernelTypes = misplaced(report, TYPE_DECLARATION);
  const contractValues = misplaced(contract, VALUE_DECLARATION);
  if (kernelTypes.length || contractValues.length) {
    for (const line of kernelTypes) console.error(`kernel API: a type belongs in @vitrina/shared/contract: ${line}`);
    for (const line of contractValues) console.error(`contract API: a value belongs in the kernel or core: ${line}`);
    process.exit(1);
  }
  const contractOk = update || checkContract(contract, false);
  const committed = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '';
  const committedVersion = HEADER.exec(committed)?.[1];
  const committedReport = committed.replace(HEADER, '');
  const next = `<!-- kernel ${version} -->\n${report}`;

  if (!update) {
    if (committed === next) {
      console.log(`kernel API ${version}: matches shared/api/kernel.api.md`);
      if (!contractOk) process.exit(1);
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
  checkContract(contract, true);
}

/**
 * The contract's report: checked (false when it differs), or with `update` written, saying what kind of change it
 * was. Types cost nothing at run time, so the contract has no version: a breaking change is deployed on both sides.
 */
function checkContract(contract, update) {
  const committed = fs.existsSync(contractPath) ? fs.readFileSync(contractPath, 'utf8') : '';
  const next = `${CONTRACT_HEADER}${contract}`;
  if (committed === next) {
    console.log('contract API: matches shared/api/contract.api.md');
    return true;
  }
  if (!update) {
    console.error("contract API: the contract's types changed. Run node scripts/kernelApi.mjs --update");
    return false;
  }
  const { added, removed } = compareReports(committed.replace(CONTRACT_HEADER, ''), undefined, contract, '0.0.0');
  fs.writeFileSync(contractPath, next);
  const kind = removed.length
    ? 'breaking: deploy the apps on both sides of the changed types together'
    : 'additive: deploy the app that provides it first';
  console.log(
    `contract API: shared/api/contract.api.md written (${added.length} added, ${removed.length} removed; ${kind})`,
  );
  for (const line of removed) console.log(`  - ${line.trim()}`);
  return true;
}

main();
