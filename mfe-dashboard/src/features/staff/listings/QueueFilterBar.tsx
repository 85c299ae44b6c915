import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  CATEGORY_OPTIONS,
  FormField,
  isCategoryId,
  NativeSelect,
  type CategoryId,
  SelectOptions,
} from '@vitrina/shared/core';
import { QUEUE_AGES, type QueueAge, type QueueFilters } from './moderationApi';
import { moderationCopy } from './copy';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & > div {
    min-width: 200px;
  }
  ${({ theme }) => theme.media.belowMobile} {
    & > div {
      flex: 1 1 100%;
    }
  }
`;

export const AGE_LABELS: Record<QueueAge, string> = {
  day: moderationCopy.ageDay,
  days: moderationCopy.ageDays,
  older: moderationCopy.ageOlder,
};

const isQueueAge = (value: string | null): value is QueueAge => QUEUE_AGES.includes(value as QueueAge);

/** The queue's filters live in the URL (?categoria=cards&espera=older) so a filtered view can be shared or reloaded. */
export function useQueueFilters(): [QueueFilters, (next: QueueFilters) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('categoria');
  const age = params.get('espera');
  const filters: QueueFilters = {
    category: isCategoryId(category) ? category : null,
    age: isQueueAge(age) ? age : null,
  };
  const update = (next: QueueFilters) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of [
      ['categoria', next.category],
      ['espera', next.age],
    ] as const) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };
  return [filters, update];
}

export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const filtered = Boolean(filters.category || filters.age);
  return (
    <Bar aria-label={moderationCopy.filtersLabel} onSubmit={(event) => event.preventDefault()}>
      <FormField label={moderationCopy.filterCategory}>
        <NativeSelect
          value={filters.category ?? ''}
          onChange={(event) => onChange({ ...filters, category: (event.target.value || null) as CategoryId | null })}
        >
          <option value="">{moderationCopy.allCategories}</option>
          <SelectOptions options={CATEGORY_OPTIONS} />
        </NativeSelect>
      </FormField>
      <FormField label={moderationCopy.filterAge}>
        <NativeSelect
          value={filters.age ?? ''}
          onChange={(event) =>
            onChange({ ...filters, age: isQueueAge(event.target.value) ? event.target.value : null })
          }
        >
          <option value="">{moderationCopy.anyAge}</option>
          {QUEUE_AGES.map((age) => (
            <option key={age} value={age}>
              {AGE_LABELS[age]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {filtered ? (
        <Button type="button" variant="ghost" onClick={() => onChange({ category: null, age: null })}>
          {moderationCopy.clearFilters}
        </Button>
      ) : null}
    </Bar>
  );
}
