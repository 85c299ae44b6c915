import { findRepoRoot, parseCliArgs } from './config';
import { startServer } from './server';

/** `npm run backend -- --port <port> --data-dir <dir> [--seed=false]` */
async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2), repoRoot);
  } catch (err) {
    console.error((err as Error).message);
    console.error('usage: npm run backend -- [--port 54321] [--data-dir .data/local-supabase] [--seed=false]');
    process.exit(2);
  }
  const server = await startServer({
    port: options.port,
    dataDir: options.dataDir,
    seed: options.seed,
    databaseUrl: process.env.DATABASE_URL || undefined,
    logRequests: process.env.LOG_REQUESTS === '1',
  });
  console.log(`API URL: ${server.url}`);
  console.log(`anon key: ${server.anonKey}`);
  console.log(`service_role key: ${server.serviceRoleKey}`);
  console.log(`Mailbox: ${server.url}/mailbox`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('close failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

// a stray rejection in one request must not bring the backend down
process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection:', reason));

main().catch((err: unknown) => {
  console.error('local-supabase failed to start:', err);
  process.exit(1);
});
