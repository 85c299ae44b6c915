import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, SearchIcon, type CategoryId } from '@vitrina/shared/core';
import { listingCopy } from './copy';

// The suggestions (downshift and the list of suggestions) load when the visitor comes near the box, not with the
// listing's first paint; until they are here a plain box of the same look searches on submit, and keeps the focus
// and the text typed meanwhile (it is swapped only once the code has arrived).
const loadSuggest = () => import('../search-suggest/SearchSuggest');
type SearchSuggestComponent = Awaited<ReturnType<typeof loadSuggest>>['SearchSuggest'];

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;
`;

const FIELD_HEIGHT_PX = 44;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  input {
    padding-left: 40px;
    height: ${FIELD_HEIGHT_PX}px;
  }
`;

// Drawn after the input's box in stacking order (z-index): the input's own background would cover it.
const Magnifier = styled.span`
  position: absolute;
  z-index: 1;
  left: 14px;
  top: ${FIELD_HEIGHT_PX / 2}px;
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const PlainInput = styled(Input)`
  width: 100%;
`;

// As tall as the field beside it (the large button's 48 px left their bottom edges 4 px apart). On a phone the button
// gives the field its room (the keyboard's search key submits too).
const SubmitButton = styled(Button)`
  flex: none;
  height: ${FIELD_HEIGHT_PX}px;
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
  // The address's term (Back, a chip, 'Limpiar filtros') replaces the text when it changes, while rendering. Never on
  // mount: an effect would run after the server's markup is hydrated and put its empty box back over what a person
  // typed in between (on a slow phone, the whole search typed before pressing Enter).
  const [term, setTerm] = useState(value);
  if (term !== value) {
    setTerm(value);
    setText(value ?? '');
  }
  const [Suggest, setSuggest] = useState<SearchSuggestComponent | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const requested = useRef(false);
  const want = () => {
    if (requested.current) return;
    requested.current = true;
    loadSuggest().then(
      (module) => setSuggest(() => module.SearchSuggest),
      // the catalogue's chunk did not arrive: the plain box keeps searching, and the next approach tries again
      () => (requested.current = false),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  // Without JavaScript the form is the browser's own GET to this listing with ?search= (no action: the page's own
  // path, a category's included), which the server renders; with it, the router takes the term.
  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <Magnifier>
          <SearchIcon size={18} />
        </Magnifier>
        {Suggest ? (
          <Suggest
            value={text}
            onValueChange={setText}
            label={listingCopy.searchLabel}
            placeholder={listingCopy.searchPlaceholder}
            focusOnMount={hadFocus}
            onSearch={(term) => onSearch(term.trim() || undefined)}
            onCategory={(category) => {
              setText('');
              onCategory(category);
            }}
          />
        ) : (
          // a combobox whose list is still closed, as the one that replaces it: the same role for a screen reader
          // (and for the tests that find the box), whether or not the suggestions have arrived
          <PlainInput
            type="search"
            name="search"
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            enterKeyHint="search"
            autoComplete="off"
            aria-label={listingCopy.searchLabel}
            placeholder={listingCopy.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPointerEnter={want}
            onTouchStart={want}
            onFocus={() => {
              setHadFocus(true);
              want();
            }}
            onBlur={() => setHadFocus(false)}
          />
        )}
      </Field>
      <SubmitButton type="submit" size="lg">
        {listingCopy.searchButton}
      </SubmitButton>
    </Form>
  );
}
