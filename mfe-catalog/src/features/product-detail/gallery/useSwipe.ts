import { useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD } from '@vitrina/shared/core';

/**
 * Horizontal swipe on touch and pen: a move of more than 50 px (spec §9) left calls `onNext`, right `onPrevious`.
 * Mouse drags are left alone (the arrows and thumbnails serve the mouse).
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
