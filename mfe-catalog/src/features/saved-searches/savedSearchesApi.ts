import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELL_PRICE_MAX } from '@vitrina/shared/core';
import { savedSearchKeys, supabaseClient } from '@vitrina/shared/data';
import type { ListingFilters } from '../products-listing/listingParams';
import { normalizeFilters } from '../products-listing/listingParams';

export interface NewSavedSearch {
  name: string;
  filters: ListingFilters;
  notifyEmail: boolean;
}

/**
 * Saves the listing's search: its text in `search`, the other URL parameters in `filters` as list_products takes
 * them. The database trims the name, checks each filter (prices of 0 to 1,000,000 pesos) and refuses a 21st search
 * (23514, Spanish message). A maximum above the highest price a piece may have is no bound at all, so it is left
 * out rather than refused.
 */
export async function saveSearch({ name, filters, notifyEmail }: NewSavedSearch): Promise<void> {
  const supabase = await supabaseClient();
  // the auction filter is not among a saved search's filters (the database keeps to the spec's keys)
  const { search, auction: _auction, ...rest } = normalizeFilters(filters);
  if (rest.maxPrice !== undefined && rest.maxPrice > SELL_PRICE_MAX) delete rest.maxPrice;
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
