// The shell's server build (dist/server/render.js, shared/build/createServerConfig.cjs): scripts/serverRender.mjs
// requires it. Async boundary: the shared modules (React, the kernel) are negotiated before the render code runs.
import type { RemoteName } from '@vitrina/shared/contract';
import type { RenderRequest, RenderedPage, StreamedPage } from './renderPage';

export type { RenderRequest, RenderedPage, StreamedPage } from './renderPage';
export { shellRendersOnServer } from './shellPages';

export async function renderPage(request: RenderRequest): Promise<RenderedPage | StreamedPage | null> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}

export async function preload(request: { remote: RemoteName; entry: string; build: string }): Promise<void> {
  const { preloadRemote } = await import('./renderPage');
  await preloadRemote(request);
}
