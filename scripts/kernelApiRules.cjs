// The compatibility policy of the kernel's API report, as a pure function (scripts/kernelApi.mjs uses it; its test
// is shared/test/kernelApiRules.test.ts).

/** The report's declaration lines, without comments and blank lines: what a remote compiles against. */
function declarations(report) {
  return report
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !line.trim().startsWith('//'));
}

const parse = (version) => version.split('.').map(Number);

/**
 * A `readonly [...]` list whose new line only appends members (a name added to a list): every key a
 * remote built against the old list implements is still there, so it is an addition, not a change.
 */
function appendsToList(oldLine, newLine) {
  const list = /^(.*readonly \[)(.*)\];$/;
  const before = list.exec(oldLine);
  const after = list.exec(newLine);
  if (!before || !after || before[1] !== after[1]) return false;
  return before[2] === '' ? after[2] !== '' : after[2].startsWith(`${before[2]}, `);
}

/**
 * What changed between the committed report (at `oldVersion`) and the new one (at `version`), and whether the version
 * was bumped enough: a declaration line removed or changed is incompatible and needs a new major; lines only added
 * need a new minor (or major). A first report (no old version) is always allowed.
 */
function compareReports(oldReport, oldVersion, newReport, version) {
  const before = new Set(declarations(oldReport));
  const after = new Set(declarations(newReport));
  const added = [...after].filter((line) => !before.has(line));
  const removed = [...before].filter((line) => !after.has(line) && !added.some((next) => appendsToList(line, next)));
  if (!oldVersion || (!removed.length && !added.length)) return { added, removed, allowed: true, needed: null };
  const [oldMajor, oldMinor] = parse(oldVersion);
  const [major, minor] = parse(version);
  if (removed.length) {
    return { added, removed, allowed: major > oldMajor, needed: 'an incompatible change (a new major)' };
  }
  const allowed = major > oldMajor || (major === oldMajor && minor > oldMinor);
  return { added, removed, allowed, needed: 'an addition (a new minor)' };
}

module.exports = { appendsToList, compareReports, declarations };
