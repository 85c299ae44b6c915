import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Command } from 'cmdk';
import styled from 'styled-components';
import { fillCopy, formatPrice, SEARCH_SUGGESTIONS_MIN_CHARS, VisuallyHidden, paths } from '@vitrina/shared/core';
import { Dialog } from '@vitrina/shared/ui';
import { useProductSuggestions } from '../products-listing/productsQueries';
import { recentSearches, recordSearch, shownPopularSearches } from './searchHistory';
import { searchPaletteCopy } from './copy';

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const Content = styled(Dialog.Content)`
  top: 12vh;
  transform: translateX(-50%);
  width: min(640px, calc(100vw - 24px));
  padding: 0;
  overflow: hidden;
`;

const Palette = styled(Command)`
  display: flex;
  flex-direction: column;
  [cmdk-input] {
    width: 100%;
    height: 56px;
    padding: 0 ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[5]};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
    outline: none;
  }
  [cmdk-input]::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [cmdk-list] {
    max-height: min(420px, 60vh);
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[2]};
  }
  [cmdk-group-heading] {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [cmdk-item] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.gold};
  }
  [cmdk-empty],
  [cmdk-loading] {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Price = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
    padding: 1px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The search palette (Ctrl/Cmd+K): suggestions from the accent- and typo-tolerant search after 2 characters
 * (spec §5), popular and recent searches before that. Enter or a click opens the piece, or the listing with
 * ?search=. Keyboard only: arrows move, Enter chooses, Escape closes (cmdk over the shared focus-trapped dialog).
 */
export function SearchPalette({ open, onOpenChange }: SearchPaletteProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const trimmed = term.trim();
  const searching = trimmed.length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const suggestions = useProductSuggestions(searching ? trimmed : '');
  const [recent, setRecent] = useState<string[]>([]);
  const [popular, setPopular] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setTerm('');
    setRecent(recentSearches());
    setPopular(shownPopularSearches());
  }, [open]);

  const searchFor = (value: string) => {
    const clean = value.trim();
    if (!clean) return;
    recordSearch(clean);
    onOpenChange(false);
    navigate(paths.productsSearch(clean));
  };

  const openProduct = (id: string) => {
    if (trimmed) recordSearch(trimmed);
    onOpenChange(false);
    navigate(paths.productShort(id));
  };

  const results = searching ? (suggestions.data ?? []) : [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Content aria-describedby={undefined} hideClose>
        <VisuallyHidden>
          <Dialog.Title>{searchPaletteCopy.title}</Dialog.Title>
        </VisuallyHidden>
        <Palette label={searchPaletteCopy.title} shouldFilter={false} loop>
          <Command.Input
            value={term}
            onValueChange={setTerm}
            placeholder={searchPaletteCopy.placeholder}
            aria-label={searchPaletteCopy.title}
          />
          <Command.List>
            {searching ? (
              <>
                <Command.Group heading={searchPaletteCopy.suggestions}>
                  <Command.Item value={`search:${trimmed}`} onSelect={() => searchFor(trimmed)}>
                    {fillCopy(searchPaletteCopy.searchFor, { term: trimmed })}
                  </Command.Item>
                  {results.map((product) => (
                    <Command.Item
                      key={product.id}
                      value={`product:${product.id}`}
                      onSelect={() => openProduct(product.id)}
                    >
                      <span>{product.title}</span>
                      <Price>{formatPrice(product.price)}</Price>
                    </Command.Item>
                  ))}
                </Command.Group>
                {suggestions.isFetching && results.length === 0 ? (
                  <Command.Loading>{searchPaletteCopy.searching}</Command.Loading>
                ) : null}
                {!suggestions.isFetching && suggestions.isSuccess && results.length === 0 ? (
                  <p cmdk-empty="">{searchPaletteCopy.empty}</p>
                ) : null}
              </>
            ) : (
              <>
                {recent.length > 0 ? (
                  <Command.Group heading={searchPaletteCopy.recent}>
                    {recent.map((item) => (
                      <Command.Item key={`recent:${item}`} value={`recent:${item}`} onSelect={() => searchFor(item)}>
                        {item}
                      </Command.Item>
                    ))}
                  </Command.Group>
                ) : null}
                <Command.Group heading={searchPaletteCopy.popular}>
                  {popular.map((item) => (
                    <Command.Item key={`popular:${item}`} value={`popular:${item}`} onSelect={() => searchFor(item)}>
                      {item}
                    </Command.Item>
                  ))}
                </Command.Group>
              </>
            )}
          </Command.List>
        </Palette>
        <Footer aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {searchPaletteCopy.keysNavigate}
          </span>
          <span>
            <kbd>Enter</kbd> {searchPaletteCopy.keysChoose}
          </span>
          <span>
            <kbd>Esc</kbd> {searchPaletteCopy.keysClose}
          </span>
        </Footer>
      </Content>
    </Dialog>
  );
}
