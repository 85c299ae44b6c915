import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { NavigationMenu } from 'radix-ui';
import { categories, bareList, paths } from '@vitrina/shared/core';
import { ChevronDownIcon } from '../top-bar/icons';
import { listCss, rootCss, topLinkCss, triggerCss, type MegaMenuFocus } from './megaMenuStyles';
import { megaMenuCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

export interface MegaMenuPanelProps {
  /** Opened before this chunk arrived (a click or Enter on the light trigger): start open. */
  defaultOpen?: boolean;
  /** The light menu's element that had focus when this one replaced it. */
  focus?: MegaMenuFocus;
}

const CATEGORIES_ITEM = 'categories';

const fadeIn = keyframes`from { opacity: 0; transform: translateY(-4px); } to { opacity: 1; transform: none; }`;

const Root = styled(NavigationMenu.Root)`
  ${rootCss}
`;

const List = styled(NavigationMenu.List)`
  ${listCss}
`;

const Trigger = styled(NavigationMenu.Trigger)`
  ${triggerCss}
`;

const TopLink = styled(Link)`
  ${topLinkCss}
`;

const Content = styled(NavigationMenu.Content)`
  width: min(1120px, calc(100vw - 48px));
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  animation: ${fadeIn} 160ms ease-out;
`;

const Viewport = styled(NavigationMenu.Viewport)`
  position: absolute;
  top: 100%;
  left: 50%;
  transform: translateX(-50%);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Tablets show two rows of categories; keep the panel inside the screen and let it scroll. */
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  z-index: ${({ theme }) => theme.zIndices.overlay};
`;

const CategoryColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const CategoryHead = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  margin: -${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const CategoryImage = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  ${({ theme }) => theme.media.aboveSidebar} {
    aspect-ratio: 16 / 9;
  }
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
`;

const CategoryName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const CategoryDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.45;
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const GroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  /* narrow enough for the longest heading ('Coleccionista') to fit its column at the 1024 px layout */
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.goldDark};
  margin-bottom: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

const ItemList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
`;

const ItemLink = styled(Link)`
  display: block;
  padding: 3px 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.goldDark};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * Desktop navigation: the Categorías mega-menu (image, name, description, subcategory groups and their items)
 * and the Explorar link. Radix NavigationMenu gives the keyboard model: Enter/Space opens, arrows move, Escape closes.
 * Loaded on the first hover, focus or click of the light MegaMenu, which it replaces.
 */
export function MegaMenuPanel({ defaultOpen = false, focus = null }: MegaMenuPanelProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const exploreRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus === 'trigger') triggerRef.current?.focus();
    if (focus === 'explore') exploreRef.current?.focus();
  }, [focus]);

  return (
    <Root aria-label={megaMenuCopy.mainNavigation} defaultValue={defaultOpen ? CATEGORIES_ITEM : ''}>
      <List>
        <NavigationMenu.Item value={CATEGORIES_ITEM}>
          <Trigger ref={triggerRef}>
            {shellCopy.categories}
            <ChevronDownIcon size={16} />
          </Trigger>
          <Content>
            {categories.map((category) => (
              <CategoryColumn key={category.id} aria-labelledby={`mega-${category.id}`}>
                <NavigationMenu.Link asChild>
                  <CategoryHead to={paths.category(category.id)}>
                    <CategoryImage src={category.image} alt="" loading="lazy" />
                    <CategoryName id={`mega-${category.id}`}>{category.name}</CategoryName>
                    <CategoryDescription>{category.description}</CategoryDescription>
                  </CategoryHead>
                </NavigationMenu.Link>
                <Groups>
                  {category.subcategories.map((group) => (
                    <div key={group.id}>
                      <GroupTitle>{group.name}</GroupTitle>
                      <ItemList>
                        {group.items.map((item) => (
                          <li key={item.route}>
                            <NavigationMenu.Link asChild>
                              <ItemLink to={item.route}>{item.name}</ItemLink>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ItemList>
                    </div>
                  ))}
                </Groups>
              </CategoryColumn>
            ))}
          </Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <TopLink ref={exploreRef} to={paths.products}>
              {megaMenuCopy.explore}
            </TopLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </List>
      <Viewport />
    </Root>
  );
}
