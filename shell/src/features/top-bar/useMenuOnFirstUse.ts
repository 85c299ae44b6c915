import { useState, type KeyboardEvent } from 'react';

/**
 * A top-bar menu whose Radix code waits for its first use: the plain button gets these
 * props, pointing at or focusing it starts `preload`, pressing it (click, Enter, Space, ↓) sets `wanted`, and the
 * caller then renders the Radix menu already open. `aria-expanded` and `data-state` match Radix's closed trigger.
 */
export function useMenuOnFirstUse(preload: () => void) {
  const [wanted, setWanted] = useState(false);
  const triggerProps = {
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setWanted(true);
      }
    },
  } as const;
  return { wanted, triggerProps };
}
