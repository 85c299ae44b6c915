import { useCallback, useEffect, useRef } from 'react';
import { SELL_DRAFT_DEBOUNCE_MS } from '@vitrina/shared/core';
import type { SellProductFormValues } from '../sell/sellProductSchema';
import { clearSellDraft, saveSellDraft } from './sellDraft';

/**
 * Autosaves the sell form 1 s after the last change (spec §9). `flush` saves at once (before leaving for the
 * profile page); `clear` drops the draft after a successful publish and stops pending saves.
 */
export function useSellDraft(
  userId: string | undefined,
  values: SellProductFormValues,
  photoUrls: readonly string[],
  enabled: boolean,
) {
  const latest = useRef({ values, photoUrls });
  latest.current = { values, photoUrls };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const photoKey = photoUrls.join('\n');

  useEffect(() => {
    if (!userId || !enabled) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      saveSellDraft(userId, latest.current.values, latest.current.photoUrls);
    }, SELL_DRAFT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer.current);
    };
  }, [userId, enabled, values, photoKey]);

  // Leaving the page inside the debounce window still keeps the last edits.
  const pending = useRef({ userId, enabled });
  pending.current = { userId, enabled };
  useEffect(
    () => () => {
      const { userId: owner, enabled: active } = pending.current;
      if (timer.current !== undefined && owner && active) {
        clearTimeout(timer.current);
        saveSellDraft(owner, latest.current.values, latest.current.photoUrls);
      }
    },
    [],
  );

  const flush = useCallback(() => {
    if (!userId) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    saveSellDraft(userId, latest.current.values, latest.current.photoUrls);
  }, [userId]);

  const clear = useCallback(() => {
    if (!userId) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    clearSellDraft(userId);
  }, [userId]);

  return { flush, clear };
}
