// Lints each file of lint/fixtures as the repository file its first line names (`// as: <path>`) and prints, per
// fixture, the rules its second line expects (`// expect: a, b`), the words their message must hold (`// says: ...`)
// and what ESLint reported, as JSON.
// Run by shared/test/architectureLint.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
// The fixtures pretend to be files no tsconfig holds: they are linted without type information, so without the
// type-aware rules (those are proven on the real sources by \`npm run lint\`).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { project: false, projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const results = [];
for (const name of readdirSync(path.join(here, 'fixtures')).sort()) {
  const text = readFileSync(path.join(here, 'fixtures', name), 'utf8');
  const as = /^\/\/ as: (\S+)/m.exec(text)?.[1];
  const expected = /^\/\/ expect:(.*)$/m
    .exec(text)?.[1]
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (!as || !expected) throw new Error(`${name}: needs '// as: <path>' and '// expect: <rules>' lines`);
  const [result] = await eslint.lintText(text, { filePath: path.join(repoRoot, as) });
  const actual = result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
  const says = /^\/\/ says: (.*)$/m.exec(text)?.[1] ?? null;
  const messages = result.messages.map((m) => m.message);
  results.push({ fixture: name, as, expected: expected.sort(), actual: actual.sort(), says, messages });
}
console.log(JSON.stringify(results));
