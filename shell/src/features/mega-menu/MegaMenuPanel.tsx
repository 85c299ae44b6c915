import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { NavigationMenu } from 'radix-ui';
import { categories, copy } from '@vitrina/shared/core';
import { ChevronDownIcon } from '../top-bar/icons';

const fadeIn = keyframes`from { opacity: 0; transform: translateY(-4px); } to { opacity: 1; transform: none; }`;

// Static so the viewport positions against the top bar and can be centred under it.
const Root = styled(NavigationMenu.Root)`
  position: static;
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
`;

const Trigger = styled(NavigationMenu.Trigger)`
  ${navItemStyles}
  color: ${({ theme }) => theme.colors.textInverse};
  &:hover, &[data-state='open'] { background: rgba(255, 255, 255, 0.08); color: ${({ theme }) => theme.colors.goldLight}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { transition: transform ${({ theme }) => theme.transitions.normal}; }
  &[data-state='open'] svg { transform: rotate(180deg); }
`;

const TopLink = styled(Link)`
  ${navItemStyles}
  color: ${({ theme }) => theme.colors.textInverse};
  &:hover { background: rgba(255, 255, 255, 0.08); color: ${({ theme }) => theme.colors.goldLight}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Content = styled(NavigationMenu.Content)`
  width: min(1120px, calc(100vw - 48px));
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.aboveSidebar} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
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
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const CategoryImage = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  ${({ theme }) => theme.media.aboveSidebar} { aspect-ratio: 16 / 9; }
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
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.goldDark};
  margin-bottom: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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
  &:hover { color: ${({ theme }) => theme.colors.goldDark}; text-decoration: underline; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

/**
 * Desktop navigation: the Categorías mega-menu (image, name, description, subcategory groups and their items)
 * and the Explorar link. Radix NavigationMenu gives the keyboard model: Enter/Space opens, arrows move, Escape closes.
 */
export function MegaMenu() {
  return (
    <Root aria-label="Principal">
      <List>
        <NavigationMenu.Item>
          <Trigger>
            {copy.shell.categories}
            <ChevronDownIcon size={16} />
          </Trigger>
          <Content>
            {categories.map((category) => (
              <CategoryColumn key={category.id} aria-labelledby={`mega-${category.id}`}>
                <NavigationMenu.Link asChild>
                  <CategoryHead to={`/categories/${category.id}`}>
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
            <TopLink to="/products">{copy.shell.explore}</TopLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </List>
      <Viewport />
    </Root>
  );
}
