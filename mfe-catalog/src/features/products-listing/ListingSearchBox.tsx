import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SearchIcon, type CategoryId } from '@vitrina/shared/core';
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
  input {
    padding-left: 40px;
    height: 44px;
  }
`;

// Drawn after the input's box in stacking order (z-index): the input's own background would cover it.
const Magnifier = styled.span`
  position: absolute;
  z-index: 1;
  left: 14px;
  top: 22px;
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
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
        <Magnifier>
          <SearchIcon size={18} />
        </Magnifier>
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
