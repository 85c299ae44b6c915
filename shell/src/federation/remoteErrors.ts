import type { RemoteName } from '@vitrina/shared/contract';

/** A remote's code could not be loaded (server down, manifest or script failed) or lacks the asked export. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}
