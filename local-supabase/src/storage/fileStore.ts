import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageErrors } from './errors';
import { resolveInside } from './objectNames';

const SEED_PREFIX = 'seed/';
/** The seed's objects `seed/…` of each bucket, read from the repo: product art and the demo verification documents. */
const SEED_FOLDERS: Record<string, string> = { products: 'images', 'verification-documents': 'documents' };

/**
 * Object bytes on disk under `<dataDir>/storage/<bucket>/<name>`. Writes go to a temp file first and are
 * renamed into place, so a reader never sees half a file. Callers validate names; every path is still
 * resolved and checked to stay inside the storage root.
 */
export class FileStore {
  private readonly root: string;
  private readonly tmpDir: string;
  private readonly seedRoot: string;

  constructor(dataDir: string, supabaseDir: string) {
    this.root = path.join(dataDir, 'storage');
    this.tmpDir = path.join(dataDir, 'storage-tmp');
    this.seedRoot = path.join(supabaseDir, 'seed');
  }

  /** Writes bytes to a temp file; `commit` moves it into place, `discard` removes it. */
  async stage(
    bytes: Uint8Array,
  ): Promise<{ commit(bucket: string, name: string): Promise<void>; discard(): Promise<void> }> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    await writeFile(tmp, bytes);
    return {
      commit: async (bucket, name) => {
        const target = resolveInside(this.root, bucket, name);
        try {
          await mkdir(path.dirname(target), { recursive: true });
          await rename(tmp, target);
        } catch (err) {
          await rm(tmp, { force: true });
          // a key that is both a file and a "folder" of other keys cannot live on a file system
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') throw storageErrors.invalidKey(name);
          throw err;
        }
      },
      discard: () => rm(tmp, { force: true }),
    };
  }

  /** The bytes of an object, or null when no file exists. Seed objects fall back to the repo. */
  async read(bucket: string, name: string): Promise<Buffer | null> {
    const own = await readIfExists(resolveInside(this.root, bucket, name));
    if (own) return own;
    const seedFolder = Object.hasOwn(SEED_FOLDERS, bucket) ? SEED_FOLDERS[bucket] : undefined;
    if (seedFolder && name.startsWith(SEED_PREFIX)) {
      return readIfExists(resolveInside(path.join(this.seedRoot, seedFolder), name.slice(SEED_PREFIX.length)));
    }
    return null;
  }

  async remove(bucket: string, name: string): Promise<void> {
    try {
      await unlink(resolveInside(this.root, bucket, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw err;
  }
}
