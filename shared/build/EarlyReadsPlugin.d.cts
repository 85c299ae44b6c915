// Types of EarlyReadsPlugin.cjs for the TypeScript that imports it (its unit test).
import type { Compiler } from 'webpack';

export class EarlyReadsPlugin {
  constructor(options: { module: string });
  apply(compiler: Compiler): void;
}
/** The build errors of a table of early reads (JSON text): reads the app server would drop. */
export function checkEarlyReads(text: string): string[];
/** A module's `earlyReads` export as JSON text, evaluated in a child process from `cwd`. */
export function evaluateEarlyReads(modulePath: string, cwd: string): string;
