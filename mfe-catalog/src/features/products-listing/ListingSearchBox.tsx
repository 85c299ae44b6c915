import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden } from '@vitrina/shared/core';
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

export interface ListingSearchBoxProps {
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
}

/** The search box of /products: the term goes to the URL (?search=) when submitted. */
export function ListingSearchBox({ value, onSearch }: ListingSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <label htmlFor={id}>
          <VisuallyHidden>{listingCopy.searchLabel}</VisuallyHidden>
        </label>
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
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={listingCopy.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
      </Field>
      <Button type="submit" size="lg">
        {listingCopy.searchButton}
      </Button>
    </Form>
  );
}
