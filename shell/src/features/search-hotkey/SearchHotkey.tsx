import { useEffect, useState } from 'react';
import { copy, useExposed } from '@vitrina/shared/core';
import { resetExposed, toast } from '@vitrina/shared/kernel';
import { EARLY_SEARCH_KEY } from '../../server/earlyClicks';

/** Ctrl+K (Cmd+K on a Mac), from anywhere in the product (spec §9). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Listens for Ctrl/Cmd+K on every page and opens the catalogue's search palette, which loads from its remote
 * only on the first press: the shell's first load carries this listener and nothing of the palette.
 */
export function SearchHotkey() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const palette = useExposed('mfe_catalog', 'SearchPalette', { when: wanted });
  const failed = palette.state.status === 'error';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen((current) => !current);
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    // a press the rendered page's head script noted before this listener was there (earlyClicks.ts)
    const early = window as unknown as Record<typeof EARLY_SEARCH_KEY, string | undefined>;
    if (early[EARLY_SEARCH_KEY] === 'pressed') {
      setOpen(true);
      setWanted(true);
    }
    early[EARLY_SEARCH_KEY] = 'live';
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!failed) return;
    // A palette has no place for the fallback: the toast says it, and the next press asks the remote again.
    void resetExposed('mfe_catalog');
    setOpen(false);
    setWanted(false);
    toast({ title: copy.shell.remoteLoadError, description: copy.common.tryAgain, variant: 'destructive' });
  }, [failed]);

  if (palette.state.status !== 'ready') return null;
  const { Component: Palette } = palette.state;
  return <Palette open={open} onOpenChange={setOpen} />;
}
