// The UMD build of browser-image-compression, emitted by webpack as a file of this remote (not a chunk): the
// compression worker loads it with importScripts only when a photo over 1 MB arrives. Kept in its own module
// because jest (CommonJS) cannot parse import.meta.
export const compressionLibUrl = new URL('browser-image-compression/dist/browser-image-compression.js', import.meta.url)
  .href;
