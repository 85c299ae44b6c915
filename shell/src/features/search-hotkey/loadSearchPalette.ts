import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from '../../federation/remoteLoader';
import { RemoteLoadError } from '../../federation/remoteErrors';
import { isRemoteFallbackModule } from '../../federation/runtimePlugin';

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The catalogue's './SearchPalette' (its own chunk: nothing of it is in the shell's first load). */
export async function loadSearchPalette(): Promise<ComponentType<SearchPaletteProps>> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<{ default?: ComponentType<SearchPaletteProps> }>('mfe_catalog/SearchPalette');
  if (isRemoteFallbackModule(loaded)) {
    throw new RemoteLoadError('mfe_catalog', 'No se pudo cargar mfe_catalog/SearchPalette', { cause: loaded.error });
  }
  const palette = (loaded as { default?: ComponentType<SearchPaletteProps> } | null)?.default;
  if (typeof palette !== 'function')
    throw new RemoteLoadError('mfe_catalog', 'mfe_catalog/SearchPalette no exporta un componente');
  return palette;
}
