import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, type CategoryId } from '@vitrina/shared/core';
import { SearchSuggest } from '../search-suggest/SearchSuggest';
import { listingCopy } from './copy';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 36px;
    height: 44px;
  }
`;

// On a phone the button gives the field its room (the keyboard's search key submits too).
const SubmitButton = styled(Button)`
  flex: none;
  ${({ theme }) => theme.media.belowMobile} {
    padding-left: ${({ theme }) => theme.space[3]};
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;

export interface ListingSearchBoxProps {
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
  onCategory: (category: CategoryId) => void;
}

/**
 * The search box of /products: the term goes to the URL (?search=) when submitted or chosen among the
 * suggestions; a suggested category filters by it, a suggested piece opens it.
 */
export function ListingSearchBox({ value, onSearch, onCategory }: ListingSearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <SearchSuggest
          value={text}
          onValueChange={setText}
          label={listingCopy.searchLabel}
          placeholder={listingCopy.searchPlaceholder}
          onSearch={(term) => onSearch(term.trim() || undefined)}
          onCategory={(category) => {
            setText('');
            onCategory(category);
          }}
        />
      </Field>
      <SubmitButton type="submit" size="lg">
        {listingCopy.searchButton}
      </SubmitButton>
    </Form>
  );
}
