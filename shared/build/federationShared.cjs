// The one share policy of every Vitrina build (host and remotes). Each entry is a singleton so the page has one
// React, one router, one QueryClient, one Supabase client and one copy of the stores (the kernel of @vitrina/shared).
const path = require('path');

const repoRoot = path.resolve(__dirname, '..', '..');
/** Share keys provided from a module that re-exports part of a package by name, so webpack drops the rest. */
const SLIM_SHARED_MODULES = {
  'react-router-dom': path.join(__dirname, 'reactRouterDom.mjs'),
  'zustand/middleware': path.join(__dirname, 'zustandMiddleware.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'reactQuery.mjs'),
  formik: path.join(__dirname, 'formik.mjs'),
};

/**
 * Aliases of the packages' own entries for the slim modules above, under requests that no share key matches (each
 * slim module re-exports from its package; the package's own name would resolve to the slim module again).
 */
function slimModuleAliases(appDir) {
  const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`, { paths: [appDir] }));
  return {
    'zustand-middleware-full$': path.join(packageDir('zustand'), 'esm', 'middleware.mjs'),
    'tanstack-react-query-full$': path.join(packageDir('@tanstack/react-query'), 'build', 'modern', 'index.js'),
    'formik-full$': path.join(packageDir('formik'), 'dist', 'formik.esm.js'),
  };
}

function installedVersion(pkg) {
  if (pkg === '@vitrina/shared') return require(path.join(repoRoot, 'shared', 'package.json')).version;
  return require(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
}

/**
 * Share keys. A key ending in '/' shares every subpath (react-dom/client, react/jsx-runtime, zustand/middleware):
 * without it a second React DOM loads and hooks break. react-router-dom is provided from reactRouterDom.mjs, a named
 * re-export of react-router's declarative API, so the shared module is not all of react-router (see that file);
 * react-router itself is therefore not a key: apps import react-router-dom only (SharedExportsCheckPlugin).
 * zustand/middleware likewise (zustandMiddleware.mjs); its exact key wins over the 'zustand/' prefix, and
 * @tanstack/react-query (reactQuery.mjs) and formik (formik.mjs).
 * @tanstack/query-core is deliberately NOT a key: react-query does `export * from
 * '@tanstack/query-core'`, and with both shared webpack 5.110 + enhanced 2.9 dropped that star re-export from the
 * host's build (QueryClient came out undefined). Sharing react-query alone still gives one QueryClient class.
 */
const SHARED_PACKAGES = [
  { key: 'react', pkg: 'react' },
  { key: 'react/', pkg: 'react' },
  { key: 'react-dom', pkg: 'react-dom' },
  { key: 'react-dom/', pkg: 'react-dom' },
  { key: 'react-router-dom', pkg: 'react-router-dom', bundles: ['react-router'] },
  { key: 'styled-components', pkg: 'styled-components' },
  { key: 'zustand', pkg: 'zustand' },
  { key: 'zustand/', pkg: 'zustand' },
  { key: 'zustand/middleware', pkg: 'zustand' },
  { key: '@tanstack/react-query', pkg: '@tanstack/react-query' },
  { key: '@supabase/supabase-js', pkg: '@supabase/supabase-js' },
  { key: 'formik', pkg: 'formik' },
  { key: 'yup', pkg: 'yup' },
  // The product page's price chart (mfe-catalog): a shared module is fetched only when imported, so uPlot stays out
  // of the catalog's own JS and is downloaded with the chart alone, once per page whichever app draws one.
  { key: 'uplot', pkg: 'uplot' },
  // Each remote's ./lifecycles uses it: shared so two parcels on one page do not bring two copies.
  { key: 'single-spa-react', pkg: 'single-spa-react' },
  // The runtime kernel of @vitrina/shared (stores, QueryClient and key roots, theme provider, remote contract) and
  // its on-demand half, the Supabase client. Every other entry (core, ui, forms, data) is a build-time library each
  // app bundles and tree-shakes: a remote's own copy, text and queries ship with the remote (docs/architecture.md).
  { key: '@vitrina/shared/kernel', pkg: '@vitrina/shared' },
  { key: '@vitrina/shared/supabase', pkg: '@vitrina/shared' },
];

/**
 * The kernel range an app needs: its package.json dependency on @vitrina/shared ('^1.2.0' = built against 1.2,
 * works with any 1.x from 1.2 on). The same range is checked at run time by checkKernel (@vitrina/shared/core).
 */
function kernelRange(appDir) {
  const range = require(path.join(appDir, 'package.json')).dependencies?.['@vitrina/shared'];
  if (!/^\^\d+\.\d+\.\d+$/.test(range ?? '')) {
    throw new Error(`${appDir}/package.json: "@vitrina/shared" must be a caret range such as "^1.0.0", not ${range}`);
  }
  return range;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. Never eager: every app starts behind an
 * async boundary. Libraries require the installed major; the kernel requires the app's own range.
 */
function sharedConfig(appDir) {
  const shared = {};
  for (const { key, pkg } of SHARED_PACKAGES) {
    const version = installedVersion(pkg);
    const importPath = SLIM_SHARED_MODULES[key];
    shared[key] = {
      ...(importPath ? { import: importPath } : {}),
      singleton: true,
      requiredVersion: pkg === '@vitrina/shared' ? kernelRange(appDir) : `^${version}`,
      version,
      strictVersion: false,
    };
  }
  return shared;
}

/** Package names (not keys) shared as singletons; the bundle bench uses this to tell shared from own code. */
const SHARED_PACKAGE_NAMES = [...new Set(SHARED_PACKAGES.flatMap((entry) => [entry.pkg, ...(entry.bundles ?? [])]))];

module.exports = {
  sharedConfig,
  kernelRange,
  slimModuleAliases,
  SHARED_PACKAGE_NAMES,
  SHARED_PACKAGES,
  SLIM_SHARED_MODULES,
};
