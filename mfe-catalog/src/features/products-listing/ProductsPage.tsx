import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  copy,
  EmptyState,
  getCategory,
  LISTING_SKELETON_COUNT,
  NativeSelect,
  PageTitle,
  plural,
  useDocumentTitle,
  spreadRow,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { LISTING_SORTS, type ListingSort } from './listingParams';
import { useProductListing } from './productsQueries';
import { ProductResults } from '../product-card/ProductResults';
import { recordSearch } from '../search-palette/searchHistory';
import { ActiveFilterChips, activeFilterChips } from './ActiveFilterChips';
import { FilterPanel } from './FilterPanel';
import { FilterSheet } from './FilterSheet';
import { ListingSearchBox } from './ListingSearchBox';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { useListingState } from './useListingState';
import { listingCopy } from './copy';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: listingCopy.sortNewest,
  price_asc: listingCopy.sortPriceAsc,
  price_desc: listingCopy.sortPriceDesc,
  popular: listingCopy.sortPopular,
  ending_soon: listingCopy.sortEndingSoon,
};

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin-bottom: 0;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

// The filters: a sidebar from the sidebar breakpoint (1024 px) up, the 'Filtrar' sheet below it. Between a phone and
// 1024 px the 260 px sidebar left room for one column of huge tiles; without it three fit, as on a category page.
// Both are in the markup and CSS hides one, so the server's HTML already has the right layout and hydration moves
// nothing.
const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  align-self: start;
  position: sticky;
  top: 96px;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.media.belowSidebar} {
    display: none;
  }
`;

const Toolbar = styled.div`
  ${spreadRow('center', 3)}
  margin-bottom: ${({ theme }) => theme.space[4]};
  min-height: 40px;
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 80px;
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  select {
    width: auto;
    min-width: 190px;
  }
`;

const Chips = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

// On a phone the search box takes the whole row and 'Filtros' goes below it: side by side the field was ~120 px.
const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  & > form {
    flex: 1 1 280px;
  }
`;

function countLabel(count: number) {
  return plural(count, listingCopy.resultCount);
}

/** /products: the catalogue with its filters, sort, search and infinite scroll (spec §2, §4, §9). */
export function ProductsPage() {
  const { params, setFilters, setSort } = useListingState();
  const { filters, sort } = params;
  const query = useProductListing(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sortId = useId();
  const category = getCategory(filters.category);
  const title = category?.name ?? listingCopy.title;
  const count = query.data?.pages[0]?.count;
  const activeCount = activeFilterChips(filters).filter((chip) => chip.key !== 'search').length;

  useDocumentTitle(title);

  const clearFilters = () => {
    setFilters({});
    setDrawerOpen(false);
    toast({ title: listingCopy.filtersClearedTitle, description: listingCopy.filtersClearedDescription });
  };

  const search = (term: string | undefined) => {
    if (term) recordSearch(term);
    setFilters({ ...filters, search: term });
  };

  const panel = <FilterPanel filters={filters} onChange={setFilters} onClear={clearFilters} />;

  return (
    <Page>
      <Header>
        <PageTitle>{title}</PageTitle>
        <Lead>{category?.description ?? listingCopy.pageDescription}</Lead>
        <SearchRow>
          <ListingSearchBox
            value={filters.search}
            onSearch={search}
            onCategory={(category) => setFilters({ category })}
          />
          <FilterSheet open={drawerOpen} onOpenChange={setDrawerOpen} activeCount={activeCount} count={count}>
            {panel}
          </FilterSheet>
        </SearchRow>
      </Header>
      <Layout>
        <Sidebar aria-labelledby={`${sortId}-filters`}>
          <h2 id={`${sortId}-filters`}>{listingCopy.filters}</h2>
          {panel}
        </Sidebar>
        <section aria-label={title}>
          <Toolbar>
            <Count aria-live="polite">{count !== undefined ? countLabel(count) : '\u00a0'}</Count>
            <SaveSearchButton filters={filters} />
            <SortField>
              <label htmlFor={sortId}>{listingCopy.sortBy}</label>
              <NativeSelect id={sortId} value={sort} onChange={(event) => setSort(event.target.value as ListingSort)}>
                {LISTING_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </SortField>
          </Toolbar>
          <Chips>
            <ActiveFilterChips filters={filters} onChange={setFilters} />
          </Chips>
          <ProductResults
            query={query}
            skeletonCount={LISTING_SKELETON_COUNT}
            empty={
              <EmptyState
                title={listingCopy.noResultsTitle}
                description={listingCopy.noResultsDescription}
                action={
                  activeFilterChips(filters).length > 0 ? (
                    <Button type="button" variant="outline" onClick={clearFilters}>
                      {listingCopy.clearFilters}
                    </Button>
                  ) : (
                    <Button as={Link} to="/">
                      {copy.common.backHome}
                    </Button>
                  )
                }
              />
            }
          />
        </section>
      </Layout>
    </Page>
  );
}
