// Architecture rules ESLint's own rules cannot state. Each is proven by a fixture in lint/fixtures (see lint/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = path.join(repoRoot, 'shared', 'src');
const kernelEntry = path.join(sharedSrc, 'entries', 'kernel.ts');

/** The modules the kernel entry re-exports, without extension: one copy of each must exist on a page. */
function kernelModules() {
  const text = readFileSync(kernelEntry, 'utf8');
  const modules = new Set([kernelEntry.replace(/\.ts$/, '')]);
  for (const match of text.matchAll(/^export\s+(?:\*|\{[^}]*\})\s+from\s+'(\.[^']+)'/gm)) {
    modules.add(path.resolve(path.dirname(kernelEntry), match[1]));
  }
  return modules;
}

const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|cjs|js)$/, '');

/**
 * Inside shared, a module outside the kernel reaches kernel modules as `@vitrina/shared/kernel`, never by a
 * relative path: federation shares the kernel as one module, so a relative import would bundle a second copy of a
 * kernel singleton (the session store, the cart, the query client) into the app that imports it.
 */
const noRelativeKernelImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside shared, import kernel modules through @vitrina/shared/kernel, not relative paths' },
    messages: {
      relativeCore:
        "'{{source}}' is part of @vitrina/shared/kernel: import it from '@vitrina/shared/kernel' so the page keeps one copy of it.",
      kernelSelfImport:
        "This module is part of @vitrina/shared/kernel: import kernel modules by relative path, not '{{source}}' (the kernel consuming its own shared name never resolves under federation and the page stays blank).",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!file.startsWith(sharedSrc + path.sep) || /\.test\.tsx?$/.test(file)) return {};
    const kernel = kernelModules();
    if (kernel.has(withoutExtension(file))) {
      // Inside the kernel the rule turns around: the kernel's shared name (and the barrel that re-exports it) is
      // this very module's chunk.
      const checkSelf = (node, source, typeOnly) => {
        if (typeOnly || (source !== '@vitrina/shared/kernel' && source !== '@vitrina/shared')) return;
        context.report({ node, messageId: 'kernelSelfImport', data: { source } });
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
      if (kernel.has(target) || kernel.has(path.join(target, 'index'))) {
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

/** The URLs `paths` (shared/src/paths/paths.ts) builds for pages that several apps link to. */
const PATH_PREFIXES = ['/product/', '/products/', '/sellers/', '/category/', '/categories/'];

/**
 * A piece's, a seller's or a category's URL is built by `paths` (paths.product, paths.productShort, paths.seller,
 * paths.category, paths.categoryShort), never written by hand, so each page has one spelling a reader can find and
 * change. A route pattern (`/products/:id`, `/category/*`) is not a URL and stays where the routes are declared.
 */
const noHandWrittenPath = {
  meta: {
    type: 'problem',
    docs: { description: "Build a product's, seller's or category's URL with `paths`, not a hand-written string" },
    messages: {
      handWritten:
        "'{{prefix}}…' is built by `paths` from '@vitrina/shared/core' (paths.product, paths.productShort, paths.seller, paths.category, paths.categoryShort): do not write it by hand.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const prefix = PATH_PREFIXES.find((p) => text.startsWith(p));
      if (!prefix) return;
      const rest = text.slice(prefix.length);
      if (rest.startsWith(':') || rest.startsWith('*')) return;
      context.report({ node, messageId: 'handWritten', data: { prefix } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

export default {
  meta: { name: 'vitrina' },
  rules: { 'no-relative-kernel-import': noRelativeKernelImport, 'no-hand-written-path': noHandWrittenPath },
};
