import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes a build file with its .br and .gz copies, as the build makes them. */
export function writeBuildFile(dir: string, file: string, content: string) {
  fs.writeFileSync(path.join(dir, file), content);
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
}

/**
 * Turns the remote build in `dir` into its next build, in place, as a rebuild after a change to one file of the
 * remote gives: the './routes' chunk gets `extraCode` appended and is renamed after its new content hash, and
 * remoteEntry.js and mf-manifest.json name the new file. With `clean`, the old chunk is deleted (webpack's
 * `clean: true`). Returns both chunk names.
 */
export function rebuildRoutesChunk(dir: string, extraCode: string, { clean = false } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose: { name: string }) => expose.name === 'routes');
  const oldChunk = (routes.assets.js.sync as string[]).find((file) => file.includes('__federation_expose_routes'))!;
  const oldHash = /\.([0-9a-f]{10})\.js$/.exec(oldChunk)![1];
  const code = `${fs.readFileSync(path.join(dir, oldChunk), 'utf8')}\n${extraCode}\n`;
  const newHash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
  const newChunk = oldChunk.replace(oldHash, newHash);
  writeBuildFile(dir, newChunk, code);
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(oldHash)) throw new Error(`${file} no nombra ${oldChunk}`);
    writeBuildFile(dir, file, text.split(oldHash).join(newHash));
  }
  if (clean) for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(dir, `${oldChunk}${suffix}`));
  return { oldChunk, newChunk };
}
