import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Accordion } from 'radix-ui';
import { Button, categories, copy, fillCopy, Input, paths } from '@vitrina/shared/core';
import { Sheet } from '@vitrina/shared/ui';
import { ChevronDownIcon } from '../top-bar/icons';
import { useSellAction } from '../sell-action/useSellAction';
import { shellCopy } from '../../app/shellCopy';
import { mobileSheetCopy } from './copy';

const Title = styled(Sheet.Title)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const SectionLabel = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.goldDark};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const AccordionTrigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]} 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(Accordion.Content)`
  padding: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const SheetLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const GroupLink = styled(SheetLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Chips = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  a {
    display: inline-block;
    padding: 2px ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.full};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The sheet of the mobile navigation (Radix Dialog and Accordion), loaded on the first tap of the hamburger. */
export default function MobileSheetPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sell = useSellAction();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);

  // On a phone the listing's search box is a page away: the menu searches the catalogue too.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    close();
    navigate(term ? `/products?${new URLSearchParams({ search: term }).toString()}` : '/products');
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <Sheet.Content side="right" aria-describedby={undefined}>
        <Title>{shellCopy.brand}</Title>
        <SearchForm role="search" onSubmit={search}>
          <Input
            aria-label={mobileSheetCopy.searchLabel}
            name="search"
            type="search"
            enterKeyHint="search"
            placeholder={mobileSheetCopy.searchPlaceholder}
          />
          <Button type="submit" variant="outline">
            {mobileSheetCopy.searchButton}
          </Button>
        </SearchForm>
        <Actions>
          <Button as={Link} to={paths.products} variant="primary" size="lg" fullWidth onClick={close}>
            {copy.shell.exploreProducts}
          </Button>
          <Button
            variant="accent"
            size="lg"
            fullWidth
            onClick={() => {
              close();
              sell();
            }}
          >
            {shellCopy.sellYourPiece}
          </Button>
        </Actions>
        <nav aria-label={shellCopy.categories}>
          <SectionLabel>{shellCopy.categories}</SectionLabel>
          <Accordion.Root type="single" collapsible>
            {categories.map((category) => (
              <Accordion.Item key={category.id} value={category.id}>
                <Accordion.Header asChild>
                  <div>
                    <AccordionTrigger>
                      {category.name}
                      <ChevronDownIcon size={18} />
                    </AccordionTrigger>
                  </div>
                </Accordion.Header>
                <Panel>
                  <GroupLink to={paths.categoryShort(category.id)} onClick={close}>
                    {fillCopy(mobileSheetCopy.seeAllIn, { category: category.name })}
                  </GroupLink>
                  {category.subcategories.map((group) => (
                    <div key={group.id}>
                      <GroupLink to={paths.categoryShort(category.id, group.id)} onClick={close}>
                        {group.name}
                      </GroupLink>
                      <Chips>
                        {group.items.map((item) => (
                          <li key={item.route}>
                            <SheetLink to={item.route} onClick={close}>
                              {item.name}
                            </SheetLink>
                          </li>
                        ))}
                      </Chips>
                    </div>
                  ))}
                </Panel>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </nav>
      </Sheet.Content>
    </Sheet>
  );
}
