import { Link, useLocation } from 'react-router-dom';
import {
  CATEGORY_SKELETON_COUNT,
  fillCopy,
  findSubcategoryRoute,
  getCategory,
  type Category,
  type SubcategoryGroup,
  type SubcategoryItem,
  useDocumentTitle,
  paths,
} from '@vitrina/shared/core';
import { useCategoryProducts } from '../products-listing/productsQueries';
import { ProductResults } from '../product-card/ProductResults';
import { CategoryEmpty, CategoryHero, CategoryNotFound, ItemLinks, Page, SectionTitle } from './CategoryParts';
import { categoryCopy } from './copy';

type Resolved =
  | { kind: 'group'; category: Category; group: SubcategoryGroup }
  | { kind: 'item'; category: Category; group: SubcategoryGroup; item: SubcategoryItem }
  | undefined;

/**
 * What a sub-category path names: /category/{id}/{group} (the mobile menu's group ids: cards/sports …), or an
 * item, either /category/{id}/{item} or the spec's own routes (/cards/soccer, /jerseys/retro …).
 */
export function resolveSubcategoryPath(pathname: string): Resolved {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'category' && parts.length === 3) {
    const category = getCategory(parts[1]);
    const group = category?.subcategories.find((g) => g.id === parts[2]);
    if (category && group) return { kind: 'group', category, group };
  }
  const match = findSubcategoryRoute(pathname);
  return match ? { kind: 'item', ...match } : undefined;
}

function GroupView({ category, group }: { category: Category; group: SubcategoryGroup }) {
  const query = useCategoryProducts(
    category.id,
    group.items.map((item) => item.id),
  );
  return (
    <Page>
      <CategoryHero
        category={category}
        title={`${group.name} · ${category.label}`}
        description={category.description}
        crumbs={[
          { label: categoryCopy.home, to: '/' },
          { label: category.label, to: paths.category(category.id) },
          { label: group.name },
        ]}
      />
      <section aria-labelledby="group-items">
        <SectionTitle id="group-items">{fillCopy(categoryCopy.groupItems, { name: group.name })}</SectionTitle>
        <ItemLinks>
          {group.items.map((item) => (
            <li key={item.id}>
              <Link to={item.route}>{item.name}</Link>
            </li>
          ))}
        </ItemLinks>
      </section>
      <section aria-labelledby="group-pieces">
        <SectionTitle id="group-pieces">{categoryCopy.categoryPieces}</SectionTitle>
        <ProductResults
          query={query}
          skeletonCount={CATEGORY_SKELETON_COUNT}
          empty={<CategoryEmpty title={fillCopy(categoryCopy.itemEmpty, { name: group.name })} />}
        />
      </section>
    </Page>
  );
}

function ItemView({ category, group, item }: { category: Category; group: SubcategoryGroup; item: SubcategoryItem }) {
  const query = useCategoryProducts(category.id, [item.id]);
  return (
    <Page>
      <CategoryHero
        category={category}
        title={item.name}
        description={category.description}
        crumbs={[
          { label: categoryCopy.home, to: '/' },
          { label: category.label, to: paths.category(category.id) },
          { label: group.name, to: paths.categoryShort(category.id, group.id) },
          { label: item.name },
        ]}
      />
      <section aria-labelledby="item-siblings">
        <SectionTitle id="item-siblings">{fillCopy(categoryCopy.groupItems, { name: group.name })}</SectionTitle>
        <ItemLinks>
          {group.items.map((sibling) => (
            <li key={sibling.id}>
              <Link to={sibling.route} aria-current={sibling.id === item.id ? 'page' : undefined}>
                {sibling.name}
              </Link>
            </li>
          ))}
        </ItemLinks>
      </section>
      <section aria-labelledby="item-pieces">
        <SectionTitle id="item-pieces">{categoryCopy.categoryPieces}</SectionTitle>
        <ProductResults
          query={query}
          skeletonCount={CATEGORY_SKELETON_COUNT}
          empty={<CategoryEmpty title={fillCopy(categoryCopy.itemEmpty, { name: item.name })} />}
        />
      </section>
    </Page>
  );
}

/** /category/{id}/{group}, /category/{id}/{item} and the item routes (/cards/soccer …). */
export function SubcategoryPage() {
  const { pathname } = useLocation();
  const resolved = resolveSubcategoryPath(pathname);
  const title = resolved
    ? resolved.kind === 'item'
      ? resolved.item.name
      : resolved.group.name
    : categoryCopy.categoryNotFound;

  useDocumentTitle(title);

  if (!resolved) return <CategoryNotFound />;
  if (resolved.kind === 'group')
    return <GroupView key={pathname} category={resolved.category} group={resolved.group} />;
  return <ItemView key={pathname} category={resolved.category} group={resolved.group} item={resolved.item} />;
}
