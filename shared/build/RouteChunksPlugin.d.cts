// Types of RouteChunksPlugin.cjs for the TypeScript that imports it (its unit test).
import type { Compiler } from 'webpack';

export class RouteChunksPlugin {
  constructor(options: { routes: Record<string, string>; expose?: string });
  apply(compiler: Compiler): void;
}
