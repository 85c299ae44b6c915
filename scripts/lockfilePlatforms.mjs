// Keeps package-lock.json installable with `npm ci` everywhere.
// The registry these machines reach serves only the Linux builds of native packages (@swc/core-*, @rspack/binding-*,
// @nx/nx-*, @unrs/resolver-binding-*), so `npm install` leaves the other platforms' optional packages out of the lock
// file, and `npm ci` then refuses the lock as out of sync. This adds each missing optional package with its os/cpu
// (read from its name), which is what npm writes itself when it can see them; npm ci skips them on other platforms.
// Run after any `npm install`: `node scripts/lockfilePlatforms.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry.os || entry.cpu ? entry : null;
}

/** Where npm would look for `dep` required from the package at `from` (node_modules lookup upwards). */
function isResolvable(from, dep) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('node_modules/');
    dir = idx <= 0 ? '' : dir.slice(0, idx - 1);
  }
}

let added = 0;
for (const [key, pkg] of Object.entries({ ...packages })) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (isResolvable(key, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${dep}`] = { version, ...platform, optional: true };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lockfilePlatforms: ${added} optional platform package(s) added`);
