import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@vitrina/shared/supabase';
import type { ListingFilters } from '../products-listing/listingParams';
import { normalizeFilters } from '../products-listing/listingParams';
import { savedSearchKeys } from './savedSearchKeys';

export interface NewSavedSearch {
  name: string;
  filters: ListingFilters;
  notifyEmail: boolean;
}

/**
 * Saves the listing's search: its text in `search`, the other URL parameters in `filters` as list_products takes
 * them. The database trims the name and refuses a 21st search (23514, Spanish message).
 */
export async function saveSearch({ name, filters, notifyEmail }: NewSavedSearch): Promise<void> {
  // the auction filter is not among a saved search's filters (the database keeps to the spec's keys)
  const { search, auction: _auction, ...rest } = normalizeFilters(filters);
  const { error } = await supabase
    .from('saved_searches')
    .insert({ name: name.trim(), search: search ?? null, filters: rest, notify_email: notifyEmail });
  if (error) throw error;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
