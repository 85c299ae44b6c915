// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import { createRemoteLifecycles } from '@vitrina/shared/lifecycles';
import { RemoteRoot } from '../RemoteRoot';

/** single-spa-react lifecycles of the same tree the shell routes to, for a non-React host or a parcel. */
const lifecycles = createRemoteLifecycles(RemoteRoot);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
