// A static host for one build folder, as the README's deploy steps need one: `node scripts/serveDist.mjs
// mfe-catalog/dist --port 4102`. It answers like any static host configured for Vitrina (CORS for the shell's
// origin, no-cache on names that survive a deploy, a year on content-hashed ones, .br/.gz by Accept-Encoding) and
// nothing else: no runtime-config.js, no remotes.json, no SPA fallback.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CORS_HEADERS, staticFiles } from './staticFiles.mjs';

/**
 * @param {{ dir: string, port?: number, host?: string }} options  port 0 (default): any free port
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveDist({ dir, port = 0, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) {
    throw new Error(`${root} no tiene mf-manifest.json: ¿es el dist/ de un remoto compilado?`);
  }
  const serveStatic = staticFiles(root);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    serveStatic(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No existe');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const publicHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  return {
    url: `http://${publicHost}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '0' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  if (positionals.length !== 1) {
    console.error('Uso: node scripts/serveDist.mjs <carpeta dist/> [--port 4102] [--host 127.0.0.1]');
    process.exit(1);
  }
  serveDist({ dir: positionals[0], port: Number(values.port), host: values.host })
    .then(({ url }) => console.log(`${positionals[0]} servido en ${url}/ (manifiesto: ${url}/mf-manifest.json)`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
