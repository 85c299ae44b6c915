// Architecture rules ESLint's own rules cannot state. Each is proven by a fixture in lint/fixtures (see lint/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = path.join(repoRoot, 'shared', 'src');
const coreEntry = path.join(sharedSrc, 'entries', 'core.ts');

/** The modules the core entry re-exports, without extension: one copy of each must exist on a page. */
function coreModules() {
  const text = readFileSync(coreEntry, 'utf8');
  const modules = new Set([coreEntry.replace(/\.ts$/, '')]);
  for (const match of text.matchAll(/^export\s+(?:\*|\{[^}]*\})\s+from\s+'(\.[^']+)'/gm)) {
    modules.add(path.resolve(path.dirname(coreEntry), match[1]));
  }
  return modules;
}

const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|cjs|js)$/, '');

/**
 * Inside shared, a module outside the core entry reaches core modules as `@vitrina/shared/core`, never by a
 * relative path: federation shares each entry as its own module, so a relative import would bundle a second
 * copy of a core singleton (the session store, the cart, the query client) into the other entry.
 */
const noRelativeCoreImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside shared, import core modules through @vitrina/shared/core, not relative paths' },
    messages: {
      relativeCore:
        "'{{source}}' is part of @vitrina/shared/core: import it from '@vitrina/shared/core' so the page keeps one copy of it.",
      coreSelfImport:
        "This module is part of @vitrina/shared/core: import core modules by relative path, not '{{source}}' (core consuming its own shared name never resolves under federation and the page stays blank).",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!file.startsWith(sharedSrc + path.sep) || /\.test\.tsx?$/.test(file)) return {};
    const core = coreModules();
    if (core.has(withoutExtension(file))) {
      // Inside core the rule turns around: the shared names of core (and the barrel that re-exports it) are this
      // very module's chunk.
      const checkSelf = (node, source, typeOnly) => {
        if (typeOnly || (source !== '@vitrina/shared/core' && source !== '@vitrina/shared')) return;
        context.report({ node, messageId: 'coreSelfImport', data: { source } });
      };
      return {
        ImportDeclaration(node) {
          const typeOnly =
            node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
          checkSelf(node, node.source.value, typeOnly);
        },
        ExportAllDeclaration(node) {
          checkSelf(node, node.source.value, node.exportKind === 'type');
        },
        ExportNamedDeclaration(node) {
          if (node.source) checkSelf(node, node.source.value, node.exportKind === 'type');
        },
        ImportExpression(node) {
          if (node.source.type === 'Literal') checkSelf(node, node.source.value, false);
        },
      };
    }
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = withoutExtension(path.resolve(path.dirname(file), source));
      if (core.has(target) || core.has(path.join(target, 'index'))) {
        context.report({ node, messageId: 'relativeCore', data: { source } });
      }
    };
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

export default {
  meta: { name: 'vitrina' },
  rules: { 'no-relative-core-import': noRelativeCoreImport },
};
