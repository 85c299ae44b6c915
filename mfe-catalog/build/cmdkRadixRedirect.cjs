// cmdk's Radix dialog comes from the shared UI entry (radixDialogShared.ts), its small Radix helpers from
// cmdkRadixShims.tsx: neither is bundled a second time. Only cmdk's own imports: Radix itself (inside the shared UI
// fallback) must keep the real packages. The catalog's webpack config and the shell's single bundle both use it.
const path = require('path');
const webpack = require('webpack');

const cmdkRedirects = {
  '@radix-ui/react-dialog': path.join(__dirname, 'radixDialogShared.ts'),
  '@radix-ui/react-primitive': path.join(__dirname, 'cmdkRadixShims.tsx'),
  '@radix-ui/react-id': path.join(__dirname, 'cmdkRadixShims.tsx'),
  '@radix-ui/react-compose-refs': path.join(__dirname, 'cmdkRadixShims.tsx'),
};

/** The webpack plugin that sends cmdk's Radix imports to the shared copies. */
function cmdkRadixRedirect() {
  return new webpack.NormalModuleReplacementPlugin(
    /^@radix-ui\/react-(dialog|primitive|id|compose-refs)$/,
    (resource) => {
      const target = cmdkRedirects[resource.request];
      if (target && /[\\/]node_modules[\\/]cmdk[\\/]/.test(resource.contextInfo.issuer ?? ''))
        resource.request = target;
    },
  );
}

module.exports = { cmdkRadixRedirect };
