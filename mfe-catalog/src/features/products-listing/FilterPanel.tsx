import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  categories,
  CONDITIONS,
  getCategory,
  NativeSelect,
  type Option,
  PSA_GRADES,
  RARITIES,
  SIGNED_BY,
  SubcategoryOptions,
  SelectOptions,
} from '@vitrina/shared/core';
import { Checkbox } from '@vitrina/shared/ui';
import type { ListingFilters } from './listingParams';
import { applicableFilters, withCategory } from './listingUrl';
import { PriceRange } from './PriceRange';
import { useHighestPrice } from './productsQueries';
import { listingCopy } from './copy';

export interface FilterPanelProps {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  onClear: () => void;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Checks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

interface SelectFieldProps {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: readonly Option[] | readonly { value: string; label: string; group?: string }[];
  onChange: (value: string | undefined) => void;
  children?: ReactNode;
}

function SelectField({ label, placeholder, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </NativeSelect>
    </Field>
  );
}

const CATEGORY_SELECT_OPTIONS = categories.map((category) => ({ value: category.id, label: category.name }));

/**
 * The filter panel of spec §2 (sidebar on desktop, drawer on mobile): category, sub-category once the category
 * has them, PSA grade / signed-by / rarity where they apply, condition, price, the two checkboxes and
 * 'Limpiar filtros'. Every change goes straight to the URL.
 */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const highestPrice = useHighestPrice();
  const subcategoryId = useId();
  const applicable = applicableFilters(filters);
  const category = getCategory(filters.category);
  const set = (patch: Partial<ListingFilters>) => onChange({ ...filters, ...patch });

  return (
    <Panel>
      <SelectField
        label={listingCopy.category}
        placeholder={listingCopy.allCategories}
        value={filters.category}
        options={CATEGORY_SELECT_OPTIONS}
        onChange={(value) => onChange(withCategory(filters, value))}
      />
      {category && applicable.subcategory ? (
        <Field>
          <label htmlFor={subcategoryId}>{listingCopy.subcategory}</label>
          <NativeSelect
            id={subcategoryId}
            value={filters.subcategory ?? ''}
            onChange={(event) => {
              const subcategory = event.target.value || undefined;
              set({
                subcategory,
                signedBy: subcategory === 'signed' || category.id === 'memorabilia' ? filters.signedBy : undefined,
              });
            }}
          >
            <option value="">{listingCopy.allSubcategories}</option>
            <SubcategoryOptions category={category} />
          </NativeSelect>
        </Field>
      ) : null}
      {applicable.psaGrade ? (
        <SelectField
          label={listingCopy.psaGrade}
          placeholder={listingCopy.anyPsaGrade}
          value={filters.psaGrade}
          options={PSA_GRADES}
          onChange={(psaGrade) => set({ psaGrade })}
        />
      ) : null}
      {applicable.signedBy ? (
        <SelectField
          label={listingCopy.signedBy}
          placeholder={listingCopy.anySigner}
          value={filters.signedBy}
          options={SIGNED_BY}
          onChange={(signedBy) => set({ signedBy })}
        />
      ) : null}
      {applicable.rarity ? (
        <SelectField
          label={listingCopy.rarity}
          placeholder={listingCopy.anyRarity}
          value={filters.rarity}
          options={RARITIES}
          onChange={(rarity) => set({ rarity })}
        />
      ) : null}
      <SelectField
        label={listingCopy.condition}
        placeholder={listingCopy.anyCondition}
        value={filters.condition}
        options={CONDITIONS}
        onChange={(condition) => set({ condition })}
      />
      <PriceRange
        min={filters.minPrice}
        max={filters.maxPrice}
        ceiling={highestPrice}
        onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
      />
      <Checks>
        <Checkbox
          label={listingCopy.onlyAuthenticated}
          checked={Boolean(filters.authenticated)}
          onCheckedChange={(checked) => set({ authenticated: checked || undefined })}
        />
        <Checkbox
          label={listingCopy.onlyFeatured}
          checked={Boolean(filters.featured)}
          onCheckedChange={(checked) => set({ featured: checked || undefined })}
        />
        <Checkbox
          label={listingCopy.onlyAuctions}
          checked={Boolean(filters.auction)}
          onCheckedChange={(checked) => set({ auction: checked || undefined })}
        />
      </Checks>
      <Button type="button" variant="outline" onClick={onClear} fullWidth>
        {listingCopy.clearFilters}
      </Button>
    </Panel>
  );
}
