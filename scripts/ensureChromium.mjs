// First step of `npm test`: the end-to-end suite drives Debian's Chromium (Playwright never downloads a browser
// here). Finds it; where it is missing, installs it with apt-get when running as root, and otherwise stops at once
// with the one command to run, instead of eighty browser failures at the end of the run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (fs.existsSync(CHROMIUM)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${CHROMIUM} no existe: apunta a un Chromium instalado o quita la variable.`);
  process.exit(1);
}
if (!isRoot() || !hasAptGet()) {
  console.error(`Las pruebas de extremo a extremo necesitan Chromium en ${CHROMIUM}. Instálalo con:`);
  console.error(`  sudo sh -c '${INSTALL}'`);
  process.exit(1);
}
console.log(`Chromium no está en ${CHROMIUM}: instalándolo con apt-get…`);
execFileSync('sh', ['-c', INSTALL], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!fs.existsSync(CHROMIUM)) {
  console.error(`apt-get terminó pero ${CHROMIUM} sigue sin existir.`);
  process.exit(1);
}
