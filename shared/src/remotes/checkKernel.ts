import { KERNEL_VERSION } from '@vitrina/shared/kernel';

// The app's own range on @vitrina/shared (its package.json), written in by each app's build (createAppConfig.cjs).
declare const __VITRINA_KERNEL_RANGE__: string | undefined;

/** The kernel range this app was built for, e.g. '^1.2.0'; undefined outside a webpack build (jest). */
export const REQUIRED_KERNEL_RANGE: string | undefined =
  typeof __VITRINA_KERNEL_RANGE__ === 'string' ? __VITRINA_KERNEL_RANGE__ : undefined;

/** A remote that needs another kernel than the page's: the shell's remote fallback tells the user to reload. */
export class KernelVersionError extends Error {
  readonly required: string;
  readonly provided: string | undefined;

  constructor(required: string, provided: string | undefined) {
    super(`Esta sección necesita el kernel ${required}; la página tiene ${provided ?? 'uno anterior a 1.0.0'}`);
    this.name = 'KernelVersionError';
    this.required = required;
    this.provided = provided;
  }
}

function parseVersion(text: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Whether `version` satisfies the caret range `range` ('^1.2.0': 1.x from 1.2.0 on; '^0.3.1': 0.3.x from 0.3.1 on),
 * the one range form the apps declare (federationShared.cjs refuses any other).
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parseVersion(version);
  const need = range.startsWith('^') ? parseVersion(range.slice(1)) : undefined;
  if (!have || !need) return false;
  if (have[0] !== need[0]) return false;
  if (need[0] === 0 && have[1] !== need[1]) return false;
  for (let index = 0; index < 3; index += 1) {
    if (have[index] !== need[index]) return have[index] > need[index];
  }
  return true;
}

/**
 * Called first by every module a remote exposes: throws KernelVersionError when the page's kernel (the shell's)
 * does not satisfy the range this remote was built for, so the remote fails in the shell's fallback with a clear
 * message instead of with a TypeError deep in a component.
 */
export function checkKernel(): void {
  assertKernel(REQUIRED_KERNEL_RANGE, KERNEL_VERSION);
}

/** checkKernel's rule with its two inputs given: a range (none: not built by webpack, nothing to check), a version. */
export function assertKernel(required: string | undefined, provided: string | undefined): void {
  if (!required) return;
  if (!provided || !satisfiesCaret(provided, required)) throw new KernelVersionError(required, provided);
}

/** Whether `error`, or any error in its `cause` chain, is a KernelVersionError (by name: it crosses app bundles). */
export function isKernelVersionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof Error && current.name === 'KernelVersionError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
