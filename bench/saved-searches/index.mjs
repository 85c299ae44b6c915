// Saved-search bench: publishing a piece with 20,000 saved searches, the trigger before and after its candidate
// index (see bench/README.md); the work lives in bench.ts.
import { fileURLToPath } from 'node:url';
import { runTypeScriptBench } from '../runTypeScript.mjs';

runTypeScriptBench(fileURLToPath(new URL('./bench.ts', import.meta.url)));
