// Architecture rules ESLint's own rules cannot state. Each is proven by a fixture in lint/fixtures (see lint/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFunctionVolatility } from './functionVolatility.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = path.join(repoRoot, 'shared', 'src');
const kernelEntry = path.join(sharedSrc, 'entries', 'kernel.ts');
const functionSnapshot = path.join(repoRoot, 'supabase', 'schema', 'functions');

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

const typeOnlyImport = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/**
 * supabase-js is loaded when a function first needs it (`supabaseClient()` or `withClient()` from
 * shared/src/data/supabaseClient.ts): a static import of '@vitrina/shared/supabase' makes the federated module a
 * dependency of the importing chunk, so supabase-js would download before any page that imports it can run. A
 * type-only import is free.
 */
const noStaticSupabaseImport = {
  meta: {
    type: 'problem',
    docs: { description: "Load the member's supabase-js client lazily, never by a static import" },
    messages: {
      staticImport:
        "Do not import '@vitrina/shared/supabase' statically: call `await supabaseClient()` (or `withClient()` for a subscription) from '@vitrina/shared/data' inside the function that needs it.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (node.source?.value === '@vitrina/shared/supabase' && !typeOnlyImport(node))
        context.report({ node, messageId: 'staticImport' });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
  },
};

/**
 * A query key is built by its entity's key factory (`<entity>Keys`, in the entity's data module), never written
 * inline: a mutation invalidates what the factory names, so a key spelled elsewhere is a cache entry nothing
 * invalidates. Outside data modules neither `queryRoots` nor an inline key array (`queryKey: [...]`) appears.
 */
const keysFromFactories = {
  meta: {
    type: 'problem',
    docs: { description: "Query keys come from the entity's key factory in its data module" },
    messages: {
      queryRoots:
        "`queryRoots` starts key factories only: use the entity's key factory (`<entity>Keys`) from its data module (shared/src/data/<entity>, or the feature's *Api.ts / *Queries.ts).",
      inlineKey:
        "Do not write a query key inline: add it to the entity's key factory (`<entity>Keys`) in its data module and use that.",
    },
    schema: [],
  },
  create(context) {
    return {
      Identifier(node) {
        if (node.name !== 'queryRoots') return;
        const parent = node.parent;
        if (parent?.type === 'ImportSpecifier' || parent?.type === 'ExportSpecifier') return;
        context.report({ node, messageId: 'queryRoots' });
      },
      Property(node) {
        const name = node.key?.type === 'Identifier' ? node.key.name : node.key?.value;
        if (name === 'queryKey' && node.value.type === 'ArrayExpression')
          context.report({ node: node.value, messageId: 'inlineKey' });
      },
    };
  },
};

/** The database's functions by name, read once per lint run from the schema snapshot. */
let functionVolatility;
const volatilityOfFunction = (name) => {
  functionVolatility ??= readFunctionVolatility(functionSnapshot);
  return functionVolatility.get(name);
};

/** The function names an argument can spell: a string, or either string of a `cond ? 'a' : 'b'`. */
function spelledNames(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [{ node, name: node.value }];
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return [{ node, name: node.quasis[0].value.cooked ?? '' }];
  if (node.type === 'ConditionalExpression') return [...spelledNames(node.consequent), ...spelledNames(node.alternate)];
  return [];
}

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

/**
 * A read of the backend goes through the one accessor, `read(request, { as })` from '@vitrina/shared/data', which
 * builds the PostgREST request in one place and picks its token from who may read: the early reads, the server
 * render and the browser then send the same request, and a visitor's page never loads supabase-js to read. Outside
 * the accessor (shared/src/data/read.ts, restRead.ts) neither `restRead` (its sender) nor a supabase-js read chain
 * (`.from(…).select(…)`) appears; writes (`.insert(…).select()`, `.update(…)`), storage and realtime stay on the
 * member's client.
 *
 * A database function is a read or a write by its volatility, as the schema snapshot prints it: a STABLE or
 * IMMUTABLE function cannot change data, so it is read through the accessor (`{ path: 'rpc/<name>', args }`), never
 * with supabase-js's `.rpc()` nor `callFunction`; a VOLATILE one changes data, so no read request names it.
 */
const readsThroughAccessor = {
  meta: {
    type: 'problem',
    docs: { description: 'Read the backend with `read(request, { as })` from @vitrina/shared/data' },
    messages: {
      restRead:
        "Read with `read(request, { as: 'public' | 'member' })` from '@vitrina/shared/data', not `restRead`: the accessor picks the token.",
      clientRead:
        "Read with `read(request, { as: 'public' | 'member' })` from '@vitrina/shared/data', not `.from(…).select(…)` on the supabase-js client: write the request once ({ path, params }) so every transport sends the same one.",
      readOnlyRpc:
        "Read with `read({ path: 'rpc/{{name}}', args }, { as: 'public' | 'member' })` from '@vitrina/shared/data', not `.rpc('{{name}}')`: {{name}} only reads (STABLE or IMMUTABLE in supabase/schema/functions/{{name}}.sql).",
      readOnlyCall:
        "Read with `read({ path: 'rpc/{{name}}', args }, { as: 'public' | 'member' })` from '@vitrina/shared/data', not `callFunction('{{name}}')`: {{name}} only reads (STABLE or IMMUTABLE in supabase/schema/functions/{{name}}.sql).",
      volatileRead:
        "'rpc/{{name}}' is not a read: {{name}} changes data (VOLATILE in supabase/schema/functions/{{name}}.sql). Call it on the member's client (`(await supabaseClient()).rpc('{{name}}', …)`), or with `callFunction` for a visitor's write in passing, not with `read()`.",
      unknownFunction:
        "'rpc/{{name}}': no function {{name}} in supabase/schema/functions (run `npm run gen:schema` after a migration).",
    },
    schema: [],
  },
  create(context) {
    const checkCalled = (arg, messageId) => {
      for (const { node, name } of spelledNames(arg)) {
        const volatility = volatilityOfFunction(name);
        if (volatility === 'read-only') context.report({ node, messageId, data: { name } });
        else if (!volatility && messageId === 'readOnlyCall')
          context.report({ node, messageId: 'unknownFunction', data: { name } });
      }
    };
    return {
      Identifier(node) {
        if (node.name !== 'restRead') return;
        const parent = node.parent;
        // a property named restRead on some other object is not the sender
        if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent?.type === 'ImportSpecifier' && parent.local !== node) return;
        context.report({ node, messageId: 'restRead' });
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = calleeName(callee);
        // supabase-js's `.rpc(name)` (a write when the function changes data) and the accessor's `callFunction`
        if (name === 'rpc' && callee.type === 'MemberExpression') checkCalled(node.arguments[0], 'readOnlyRpc');
        if (name === 'callFunction') checkCalled(node.arguments[0], 'readOnlyCall');
        if (name !== 'select' || callee.type !== 'MemberExpression') return;
        const target = callee.object;
        if (
          target.type === 'CallExpression' &&
          target.callee.type === 'MemberExpression' &&
          calleeName(target.callee) === 'from'
        )
          context.report({ node, messageId: 'clientRead' });
      },
      // a read request, wherever it is built: `{ path: 'rpc/<name>', args }`
      Property(node) {
        const key = node.computed ? null : node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key !== 'path') return;
        for (const spelled of spelledNames(node.value)) {
          if (!spelled.name.startsWith('rpc/')) continue;
          const name = spelled.name.slice('rpc/'.length);
          const volatility = volatilityOfFunction(name);
          if (volatility === 'volatile')
            context.report({ node: spelled.node, messageId: 'volatileRead', data: { name } });
          else if (!volatility) context.report({ node: spelled.node, messageId: 'unknownFunction', data: { name } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'vitrina' },
  rules: {
    'no-relative-kernel-import': noRelativeKernelImport,
    'no-hand-written-path': noHandWrittenPath,
    'no-static-supabase-import': noStaticSupabaseImport,
    'keys-from-factories': keysFromFactories,
    'reads-through-accessor': readsThroughAccessor,
  },
};
