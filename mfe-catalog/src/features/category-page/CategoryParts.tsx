import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, categories, Container, EmptyState, type Category, bareList, paths } from '@vitrina/shared/core';
import { categoryCopy } from './copy';

export const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Hero = styled.header`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[10]};
  }
  /* the art only beside a text column wide enough for the category's long names */
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 280px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.goldLight};
    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space[3]};
    color: rgba(255, 255, 255, 0.82);
    max-width: 60ch;
  }
`;

const HeroArt = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (max-width: 899.98px) {
    display: none;
  }
`;

const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.7);
  margin-bottom: ${({ theme }) => theme.space[3]};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    ${bareList}
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space[2]};
  }
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface Crumb {
  label: string;
  to?: string;
}

export function CategoryHero({
  category,
  title,
  description,
  crumbs,
}: {
  category: Category;
  title: string;
  description: string;
  crumbs: Crumb[];
}) {
  return (
    <Hero>
      <div>
        <Crumbs aria-label={categoryCopy.breadcrumb}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </Crumbs>
        <h1>{title}</h1>
        <p>{description}</p>
      </div>
      <HeroArt src={category.image} alt="" width={400} height={300} />
    </Hero>
  );
}

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Group = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

export const ItemLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
  }
  a:hover,
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The category's groups (e.g. Deportes, Rareza) with a link per item (/cards/soccer …). */
export function SubcategoryGroups({ category }: { category: Category }) {
  return (
    <Groups>
      {category.subcategories.map((group) => (
        <Group key={group.id} aria-labelledby={`group-${group.id}`}>
          <h3 id={`group-${group.id}`}>
            <Link to={paths.categoryShort(category.id, group.id)}>{group.name}</Link>
          </h3>
          <ItemLinks>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link to={item.route}>{item.name}</Link>
              </li>
            ))}
          </ItemLinks>
        </Group>
      ))}
    </Groups>
  );
}

/** Links to every category: the way on from an empty or unknown category. */
export function CategoryLinks({ exclude }: { exclude?: string }) {
  return (
    <ItemLinks aria-label={categoryCopy.otherCategories}>
      {categories
        .filter((category) => category.id !== exclude)
        .map((category) => (
          <li key={category.id}>
            <Link to={paths.category(category.id)}>{category.name}</Link>
          </li>
        ))}
    </ItemLinks>
  );
}

export function CategoryEmpty({ title, exclude }: { title: string; exclude?: string }) {
  return (
    <EmptyState
      title={title}
      description={categoryCopy.backToCategories}
      action={<CategoryLinks exclude={exclude} />}
    />
  );
}

/** A page that has nothing to show (an unknown category, a piece gone): its title, a line and the ways on. */
export const NotFound = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    max-width: 44ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An unknown category or collection: 'Categoría no encontrada' with the way back. */
export function CategoryNotFound() {
  return (
    <Page>
      <NotFound>
        <h1>{categoryCopy.categoryNotFound}</h1>
        <p>{categoryCopy.categoryNotFoundDescription}</p>
        <CategoryLinks />
        <Button as={Link} to={paths.products} variant="outline">
          {categoryCopy.allPieces}
        </Button>
      </NotFound>
    </Page>
  );
}
