import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { copy } from '@vitrina/shared/core';

/** What a rendering error inside a mounted remote shows instead of its tree. */
function RemoteLifecycleError() {
  return <p role="alert">{copy.shell.remoteLoadError}</p>;
}

/**
 * single-spa-react lifecycles (bootstrap, mount, unmount) of a remote's root, the same tree the shell routes to,
 * for a non-React host or a parcel. Each remote's `./lifecycles` expose is this function applied to its RemoteRoot.
 * React, react-dom/client and single-spa-react are shared singletons, so two parcels on one page use one copy.
 */
export function createRemoteLifecycles<Props extends object>(rootComponent: ComponentType<Props>) {
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => <RemoteLifecycleError />,
  });
}
