// The shell's index.html names only main.js; the chunks behind its `import('./bootstrap')` (the app, and React,
// the router, the query client… as the shell provides them to the share scope) were asked for only once main.js
// had downloaded and run: a round trip and main.js's download in series before most of the page's code
// (visible in bench/pages' waterfall at the start of every page). This plugin adds a preload of each of those
// chunks to the HTML, so they download beside main.js.
//
// Which chunks load at start is known at build time: the bootstrap import's chunk group, and for every shared
// module those chunks consume, the chunks of this app's own provider of it (the host is the first and, at start,
// only app in the share scope, so its own copy is the one loaded). Lazy routes and chunks of other share keys are
// left out: a preload of a file the page does not use is a byte spent before the first paint.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'BootPreloadPlugin';

/** The files the bootstrap import loads before the app's first render, in load order. */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const providerGroups = new Map(); // share key -> chunk groups of this app's provider
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.module?.type !== 'provide-module') continue;
      const key = origin.module._name;
      providerGroups.set(key, [...(providerGroups.get(key) ?? []), group]);
    }
  }
  const files = new Set();
  const seenChunks = new Set();
  const pending = compilation.chunkGroups
    .filter((group) => group.origins.some((origin) => origin.request === './bootstrap'))
    .flatMap((group) => group.chunks);
  while (pending.length > 0) {
    const chunk = pending.shift();
    if (seenChunks.has(chunk)) continue;
    seenChunks.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module' || !module.options || module.options.eager) continue;
      for (const group of providerGroups.get(module.options.shareKey) ?? []) pending.push(...group.chunks);
    }
  }
  return [...files];
}

class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // main.js is a deferred script, which Chromium fetches at low priority: first in line, not behind the preloads
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes?.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };
