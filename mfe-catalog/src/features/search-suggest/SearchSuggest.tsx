import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCombobox } from 'downshift';
import styled, { css } from 'styled-components';
import {
  fillCopy,
  formatPrice,
  Input,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  type CategoryId,
  bareList,
  paths,
} from '@vitrina/shared/core';
import type { SearchSuggestExposeProps } from '@vitrina/shared/contract';
import { useProductSuggestions } from '../products-listing/productsQueries';
import { recentSearches, recordSearch, shownPopularSearches } from '../search-palette/searchHistory';
import { searchPaletteCopy } from '../search-palette/copy';
import { suggestionGroups, suggestionKey, suggestionText, type Suggestion, type SuggestionGroup } from './suggestions';
import { searchSuggestCopy } from './copy';

const Wrapper = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
`;

const bareInput = css`
  flex: 1;
  width: 100%;
  min-width: 0;
  height: 44px;
  border: 0;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const BareInput = styled.input`
  ${bareInput}
`;

const FieldInput = styled(Input)`
  width: 100%;
`;

const Popup = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  min-width: min(320px, calc(100vw - 32px));
  max-height: min(440px, 60vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: left;
`;

const List = styled.ul`
  ${bareList}
`;

const GroupList = styled.ul`
  ${bareList}
`;

const Heading = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.surfaceMuted};
      box-shadow: inset 3px 0 0 ${theme.colors.gold};
    `}
`;

const Price = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HEADINGS: Record<SuggestionGroup['key'], string | null> = {
  search: null,
  pieces: searchSuggestCopy.pieces,
  players: searchSuggestCopy.players,
  categories: searchSuggestCopy.categories,
  recent: searchPaletteCopy.recent,
  popular: searchPaletteCopy.popular,
};

/** The contract's props (the caller keeps the text, so its own form can submit it), and where a choice leads. */
export interface SearchSuggestProps extends SearchSuggestExposeProps {
  /** a term chosen (free text, player, recent or popular search); by default the listing for it */
  onSearch?: (term: string) => void;
  /** a category chosen; by default the listing of that category */
  onCategory?: (id: CategoryId) => void;
}

/**
 * A search box that suggests as one types (spec §9): from 2 characters "Buscar …", up to 5 pieces from the
 * accent- and typo-tolerant search, players and categories; before that the palette's recent and popular
 * searches. The WAI-ARIA combobox pattern (downshift): arrows move, Enter chooses (or submits the caller's form
 * when nothing is highlighted), Escape closes, a tap chooses. A piece opens its page; anything else searches.
 */
export function SearchSuggest({
  value,
  onValueChange,
  label,
  placeholder,
  appearance = 'field',
  focusOnMount,
  onSearch,
  onCategory,
}: SearchSuggestProps) {
  const navigate = useNavigate();
  const statusId = useId();
  const trimmed = value.trim();
  const searching = trimmed.length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const pieces = useProductSuggestions(searching ? trimmed : '');
  const [history, setHistory] = useState<{ recent: string[]; popular: string[] }>({ recent: [], popular: [] });

  const groups = suggestionGroups(trimmed, searching, searching ? (pieces.data ?? []) : [], history);
  const items = groups.flatMap((group) => group.items);

  const search = (term: string) => {
    recordSearch(term);
    onValueChange(term);
    if (onSearch) onSearch(term);
    else navigate(`/products?search=${encodeURIComponent(term)}`);
  };

  const choose = (item: Suggestion) => {
    switch (item.kind) {
      case 'product':
        if (trimmed) recordSearch(trimmed);
        navigate(paths.productShort(item.id));
        return;
      case 'category':
        if (onCategory) onCategory(item.id);
        else navigate(`/products?category=${item.id}`);
        return;
      case 'player':
        search(item.name);
        return;
      default:
        search(item.term);
    }
  };

  const combobox = useCombobox<Suggestion>({
    items,
    inputValue: value,
    // choosing runs at once; the box keeps the caller's text rather than the chosen line's
    selectedItem: null,
    itemToString: (item) => (item ? suggestionText(item) : ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
    // a click or tap on the box shows the list (downshift would toggle it: the focus has opened it already)
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputClick ? { ...changes, isOpen: true } : changes,
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) setHistory({ recent: recentSearches(), popular: shownPopularSearches() });
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } = combobox;

  // New results under a highlighted line would make Enter choose something else than what was read: start over.
  const itemsKey = items.map(suggestionKey).join('|');
  const { setHighlightedIndex } = combobox;
  useEffect(() => {
    setHighlightedIndex(-1);
  }, [itemsKey, setHighlightedIndex]);

  const loadingPieces = searching && pieces.isFetching && !pieces.data?.length;
  const noPieces = searching && !pieces.isFetching && pieces.isSuccess && (pieces.data?.length ?? 0) === 0;
  const open = isOpen && items.length > 0;

  const input = useRef<HTMLInputElement>(null);
  // In the commit that put this box in place of a plain one that had the focus (the listing's or the hero's, once the
  // suggestions' code arrived), so the focus is never left on the page between them: a key pressed there (Enter after
  // typing a search) would be lost. An effect would run a moment later.
  useLayoutEffect(() => {
    if (focusOnMount) input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  const inputProps = getInputProps({
    ref: input,
    placeholder,
    'aria-label': label,
    'aria-describedby': open && (loadingPieces || noPieces) ? statusId : undefined,
    type: 'search',
    enterKeyHint: 'search',
    autoComplete: 'off',
    // the caller's text changes in the keystroke's own event: downshift reports changes after rendering, and a
    // controlled box fed that late drops letters typed quickly
    onChange: (event) => onValueChange((event.target as HTMLInputElement).value),
    onFocus: () => {
      if (!isOpen) openMenu();
    },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' || highlightedIndex >= 0) return;
      // nothing highlighted: the caller's form submits the text as it is (downshift would swallow the Enter)
      (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      if (trimmed) recordSearch(trimmed);
      closeMenu();
    },
  });

  let index = -1;
  return (
    <Wrapper>
      {appearance === 'bare' ? <BareInput {...inputProps} /> : <FieldInput {...inputProps} />}
      <Popup $open={open}>
        <List {...getMenuProps({ 'aria-label': label })}>
          {open
            ? groups.map((group) => {
                const heading = HEADINGS[group.key];
                const headingId = `${statusId}-${group.key}`;
                return (
                  <li key={group.key} role="presentation">
                    {heading ? (
                      <Heading id={headingId} role="presentation">
                        {heading}
                      </Heading>
                    ) : null}
                    <GroupList
                      role="group"
                      aria-labelledby={heading ? headingId : undefined}
                      aria-label={heading ? undefined : label}
                    >
                      {group.items.map((item) => {
                        index += 1;
                        const active = highlightedIndex === index;
                        return (
                          <Option key={suggestionKey(item)} $active={active} {...getItemProps({ item, index })}>
                            {item.kind === 'search' ? (
                              <span>{fillCopy(searchSuggestCopy.searchFor, { term: item.term })}</span>
                            ) : (
                              <span>{suggestionText(item)}</span>
                            )}
                            {item.kind === 'product' ? <Price>{formatPrice(item.price)}</Price> : null}
                          </Option>
                        );
                      })}
                    </GroupList>
                  </li>
                );
              })
            : null}
        </List>
        {open && (loadingPieces || noPieces) ? (
          <Status id={statusId} role="status">
            {loadingPieces ? searchSuggestCopy.searching : searchSuggestCopy.noPieces}
          </Status>
        ) : null}
      </Popup>
    </Wrapper>
  );
}
