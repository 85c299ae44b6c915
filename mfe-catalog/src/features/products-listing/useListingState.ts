import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListingFilters, ListingParams, ListingSort } from './listingParams';
import { parseListingSearch, toListingSearch } from './listingUrl';

/**
 * The listing's filters and sort, read from the URL and written back to it as a new history entry (Back returns
 * to the previous filters). A change of filters starts the listing again at page 1: the infinite query's key
 * changes with them.
 */
export function useListingState() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListingSearch(location.search), [location.search]);

  const apply = useCallback(
    (next: ListingParams) => {
      const search = toListingSearch(next);
      if (search === toListingSearch(params)) return;
      navigate({ pathname: location.pathname, search }, { preventScrollReset: true });
    },
    [navigate, location.pathname, params],
  );

  const setFilters = useCallback(
    (update: ListingFilters | ((current: ListingFilters) => ListingFilters)) =>
      apply({ ...params, filters: typeof update === 'function' ? update(params.filters) : update }),
    [apply, params],
  );

  const setSort = useCallback((sort: ListingSort) => apply({ ...params, sort }), [apply, params]);

  return { params, setFilters, setSort };
}
