// SQL floor bench: PostgreSQL alone replaying the REST layer's transactions with pgbench (see bench/README.md);
// the work lives in floor.ts.
import { fileURLToPath } from 'node:url';
import { runTypeScriptBench } from '../runTypeScript.mjs';

runTypeScriptBench(fileURLToPath(new URL('./floor.ts', import.meta.url)));
