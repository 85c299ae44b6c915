// Runtime plugin of the shell (the only host): puts the federation runtime it already bundles on
// globalThis._FEDERATION_RUNTIME_CORE before any remote's remoteEntry.js runs, for production remotes built with
// `experiments.externalRuntime` (createAppConfig.cjs). Replaces enhanced's `provideExternalRuntime`, whose plugin is
// resolved to its CommonJS build and so bundled a second, untree-shaken copy of runtime-core, sdk and error-codes
// into the shell; this file imports the same ESM copy the shell's own runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'vitrina-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
