import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ProductWithImages } from '@vitrina/shared/core';

export interface RemoteProductCardProps {
  product: ProductWithImages;
  layout?: 'grid' | 'row';
}

let cardPromise: Promise<ComponentType<RemoteProductCardProps>> | undefined;

/**
 * The catalogue's './ProductCard' through federation, found as the shell finds every remote: /remotes.json names
 * each remote's manifest, so the catalogue redeploys without a dashboard build. A failure is forgotten, so the next
 * visit tries again.
 */
export function loadProductCard(): Promise<ComponentType<RemoteProductCardProps>> {
  cardPromise ??= (async () => {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
    const manifest = (await response.json()) as Record<string, string>;
    if (!manifest.mfe_catalog) throw new Error('remotes.json no nombra mfe_catalog');
    registerRemotes([{ name: 'mfe_catalog', entry: manifest.mfe_catalog }]);
    const loaded = await loadRemote<{ ProductCard?: unknown; default?: unknown }>('mfe_catalog/ProductCard');
    const card = loaded?.ProductCard ?? loaded?.default;
    if (typeof card !== 'function' && typeof card !== 'object')
      throw new Error('mfe_catalog/ProductCard no exporta un componente');
    return card as ComponentType<RemoteProductCardProps>;
  })();
  cardPromise.catch(() => {
    cardPromise = undefined;
  });
  return cardPromise;
}
