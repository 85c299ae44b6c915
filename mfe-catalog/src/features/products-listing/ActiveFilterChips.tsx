import styled from 'styled-components';
import { catalogValueNames, fillCopy, quietControlStates, signedByText, bareList } from '@vitrina/shared/core';
import type { ListingFilters } from './listingParams';
import { withCategory } from './listingUrl';
import { priceRangeLabel } from './PriceRange';
import { listingCopy } from './copy';

interface Chip {
  key: string;
  label: string;
  remove: (filters: ListingFilters) => ListingFilters;
}

/** One chip per active filter, each with what removing it leaves. */
export function activeFilterChips(filters: ListingFilters): Chip[] {
  const chips: Chip[] = [];
  const drop =
    (...keys: (keyof ListingFilters)[]) =>
    (current: ListingFilters) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    };
  if (filters.search)
    chips.push({
      key: 'search',
      label: fillCopy(listingCopy.searchChip, { term: filters.search }),
      remove: drop('search'),
    });
  const names = catalogValueNames(filters);
  if (filters.category) {
    chips.push({
      key: 'category',
      label: names.category ?? filters.category,
      remove: (current) => withCategory(current, undefined),
    });
  }
  if (filters.category && filters.subcategory) {
    chips.push({
      key: 'subcategory',
      label: names.subcategory ?? filters.subcategory,
      remove: drop('subcategory'),
    });
  }
  const labelled: [keyof ListingFilters, string | undefined][] = [
    ['psaGrade', names.psaGrade],
    ['signedBy', names.signedBy && signedByText(names.signedBy)],
    ['rarity', names.rarity],
    ['condition', names.condition],
  ];
  for (const [key, label] of labelled) if (label) chips.push({ key, label, remove: drop(key) });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label: priceRangeLabel(filters.minPrice, filters.maxPrice),
      remove: drop('minPrice', 'maxPrice'),
    });
  }
  if (filters.authenticated)
    chips.push({ key: 'authenticated', label: listingCopy.authenticatedChip, remove: drop('authenticated') });
  if (filters.featured) chips.push({ key: 'featured', label: listingCopy.featuredChip, remove: drop('featured') });
  if (filters.auction) chips.push({ key: 'auction', label: listingCopy.auctionsChip, remove: drop('auction') });
  return chips;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
`;

const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${quietControlStates}
  span[aria-hidden] {
    font-size: 16px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ActiveFilterChipsProps {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
}

/** The active filters as removable chips. */
export function ActiveFilterChips({ filters, onChange }: ActiveFilterChipsProps) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <List aria-label={listingCopy.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <ChipButton
            type="button"
            aria-label={fillCopy(listingCopy.removeFilter, { name: chip.label })}
            onClick={() => onChange(chip.remove(filters))}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </ChipButton>
        </li>
      ))}
    </List>
  );
}
