import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail, Mailbox } from '../http/types';

/**
 * The dev mailbox: every e-mail the backend or the edge functions send lands here instead of the
 * internet, kept in `<data-dir>/mailbox.json` so it survives a restart.
 */
export class FileMailbox implements Mailbox {
  private readonly file: string;
  private mails: Mail[] | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'mailbox.json');
  }

  private async load(): Promise<Mail[]> {
    if (this.mails) return this.mails;
    try {
      const parsed: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      this.mails = Array.isArray(parsed) ? (parsed as Mail[]) : [];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        console.error('[mailbox] unreadable mailbox.json, starting empty:', (err as Error).message);
      this.mails = [];
    }
    return this.mails;
  }

  /** Writes are chained and atomic (temp file + rename), so a crash never leaves half a file. */
  private persist(): Promise<void> {
    const snapshot = JSON.stringify(this.mails ?? [], null, 1);
    this.writing = this.writing.then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFile(tmp, snapshot);
      await rename(tmp, this.file);
    });
    return this.writing;
  }

  async send(mail: Omit<Mail, 'id' | 'createdAt'>): Promise<Mail> {
    const mails = await this.load();
    const stored: Mail = { id: randomUUID(), createdAt: new Date().toISOString(), ...mail };
    mails.push(stored);
    await this.persist();
    return stored;
  }

  /** Newest first. */
  async list(): Promise<Mail[]> {
    const mails = await this.load();
    return [...mails].reverse();
  }

  async clear(): Promise<void> {
    await this.load();
    this.mails = [];
    await this.persist();
  }

  /** Waits for pending writes (used on shutdown). */
  flush(): Promise<void> {
    return this.writing;
  }
}
