import { createRemoteLifecycles } from '@vitrina/shared/lifecycles';
import { RemoteRoot } from '../RemoteRoot';

/** single-spa-react lifecycles of the same tree the shell routes to, for a non-React host or a parcel. */
const lifecycles = createRemoteLifecycles(RemoteRoot);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
