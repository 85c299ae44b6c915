import { useEffect, useRef, useState } from 'react';
import { copy } from '@vitrina/shared/core';
import { loadExposed, reportError, resetExposed, toast, type ExposedComponent } from '@vitrina/shared/kernel';

type SearchPalette = ExposedComponent<'mfe_catalog', 'SearchPalette'>;

/** Ctrl+K (Cmd+K on a Mac), from anywhere in the product (spec §9). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Listens for Ctrl/Cmd+K on every page and opens the catalogue's search palette, which loads from its remote
 * only on the first press: the shell's first load carries this listener and nothing of the palette.
 */
export function SearchHotkey() {
  const [Palette, setPalette] = useState<SearchPalette | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen((current) => !current);
      if (loaded.current || loading.current) return;
      loading.current = true;
      loadExposed('mfe_catalog', 'SearchPalette')
        .then((component) => {
          loaded.current = true;
          setPalette(() => component);
        })
        .catch((error: unknown) => {
          // A palette has no place for the fallback: the toast says it, and the next press asks the remote again.
          reportError(error, { remote: 'mfe_catalog', expose: 'SearchPalette' });
          void resetExposed('mfe_catalog');
          setOpen(false);
          toast({ title: copy.shell.remoteLoadError, description: copy.common.tryAgain, variant: 'destructive' });
        })
        .finally(() => {
          loading.current = false;
        });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return Palette ? <Palette open={open} onOpenChange={setOpen} /> : null;
}
