// How a Vitrina build folder is served, by the app servers (serveApps.mjs) and by the stand-in static host of the
// deploy instructions (serveDist.mjs): CORS for the shell's origin, revalidation of everything whose name survives
// a deploy, a year of cache for content-hashed files, the build's .br/.gz copies by Accept-Encoding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

// Only a file whose name carries its content hash ('[name].[contenthash:10].js', asset modules' '[hash][ext]')
// can be cached for a year: a deploy gives changed content a new name. Everything else keeps its name across
// deploys (/, every HTML answer, mf-manifest.json, remoteEntry.js, favicon.svg) and must be revalidated, or a
// returning visitor keeps an old shell or remote.
const HASHED_FILE = /(?:\.[0-9a-f]{8,}|^[0-9a-f]{16,})\.[a-z0-9]+$/;

export function isHashedFile(pathname) {
  return HASHED_FILE.test(path.posix.basename(pathname));
}

export function cacheControlFor(pathname) {
  return isHashedFile(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * sirv over one build folder. The build writes .br and .gz beside every text file (shared/build/createAppConfig.cjs):
 * sirv sends the one the browser accepts, with Content-Encoding and Vary: Accept-Encoding.
 * `dev: true` is sirv's per-request lookup (a stat per request): its default indexes the folder once, so a build
 * written in place afterwards (`npm run build -w mfe-catalog` beside a running `npm start`) answered its new chunks
 * with 404 and its rewritten manifest with the old size. Our Cache-Control overrides the one dev mode sets.
 */
export function staticFiles(dir) {
  return sirv(dir, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
}

/**
 * The hashed files of the builds a page may still be running. A page that read a remote's mf-manifest.json (or the
 * shell's index.html) before a rebuild in place later asks for that build's lazy chunks, which the rebuild deleted
 * (webpack's `clean: true`). Whenever an entry point is served, the hashed files beside it are hard-linked (copied
 * across file systems) into a private folder, and a hashed file missing from the build is answered from there:
 * the same name is the same content, so it stays correct. Removed by `dispose()`.
 */
export function retiredChunks(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-${label}-chunks-`));
  const kept = new Set();
  const serveKept = staticFiles(dir);
  return {
    /** Keeps every hashed file now in `buildDir` (and its .br/.gz copies). */
    remember(buildDir) {
      let names;
      try {
        names = fs.readdirSync(buildDir);
      } catch {
        return;
      }
      for (const name of names) {
        if (kept.has(name) || !isHashedFile(name.replace(/\.(br|gz)$/, ''))) continue;
        const target = path.join(dir, name);
        try {
          try {
            fs.linkSync(path.join(buildDir, name), target);
          } catch (error) {
            if (error.code !== 'EEXIST') fs.copyFileSync(path.join(buildDir, name), target);
          }
          kept.add(name);
        } catch {
          // Deleted meanwhile by a build in progress: its entry point is not served yet, nobody needs it.
        }
      }
    },
    serve: serveKept,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
