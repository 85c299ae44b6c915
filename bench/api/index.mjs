// API bench: REST layer vs the same SQL, on PGlite and PostgreSQL (see bench/README.md); the work lives in bench.ts.
import { fileURLToPath } from 'node:url';
import { runTypeScriptBench } from '../runTypeScript.mjs';

runTypeScriptBench(fileURLToPath(new URL('./bench.ts', import.meta.url)));
