import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteRoot } from '../RemoteRoot';

/** single-spa-react lifecycles of the same tree the shell routes to, for a non-React host or a parcel. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: RemoteRoot,
  errorBoundary: () => <p role="alert">No pudimos cargar esta sección</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
