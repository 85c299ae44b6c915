import type { RemoteName } from './remoteContract';

/** Every remote's federation name, in the order the shell registers them. */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_catalog',
  'mfe_checkout',
  'mfe_sell',
  'mfe_dashboard',
] as const satisfies readonly RemoteName[];

// The list names every remote of the contract: a name added to RemoteName and not here fails to compile.
const everyRemoteListed: Exclude<RemoteName, (typeof REMOTE_NAMES)[number]> extends never ? true : false = true;
void everyRemoteListed;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
