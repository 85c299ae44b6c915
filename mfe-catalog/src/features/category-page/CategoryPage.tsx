import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CATEGORY_SKELETON_COUNT, copy, getCategory } from '@vitrina/shared/core';
import { useCategoryProducts } from '@vitrina/shared/data';
import { ProductResults } from '../product-card/ProductResults';
import { ClaimTiles } from './ClaimTiles';
import { CategoryEmpty, CategoryHero, CategoryNotFound, Page, SectionTitle, SubcategoryGroups } from './CategoryParts';

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /categories/{id} and /category/{id}: the category, its collections, the three claims and its pieces. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = getCategory(id);
  const query = useCategoryProducts(category?.id ?? '', []);

  useEffect(() => {
    document.title = `${category?.name ?? copy.catalog.categoryNotFound} · Vitrina`;
  }, [category]);

  if (!category) return <CategoryNotFound />;

  return (
    <Page>
      <CategoryHero
        category={category}
        title={category.name}
        description={category.description}
        crumbs={[
          { label: copy.listing.home, to: '/' },
          { label: copy.listing.catalogCrumb, to: '/products' },
          { label: category.label },
        ]}
      />
      <section aria-labelledby="category-collections">
        <SectionTitle id="category-collections">{copy.listing.categorySubcategories}</SectionTitle>
        <SubcategoryGroups category={category} />
      </section>
      <ClaimTiles />
      <section aria-labelledby="category-pieces">
        <SectionHead>
          <SectionTitle id="category-pieces">{copy.listing.categoryPieces}</SectionTitle>
          <Button as={Link} to={`/products?category=${category.id}`} variant="ghost" size="sm">
            {copy.listing.seeAllInListing}
          </Button>
        </SectionHead>
        <ProductResults
          query={query}
          skeletonCount={CATEGORY_SKELETON_COUNT}
          empty={<CategoryEmpty title={copy.catalog.categoryEmpty} exclude={category.id} />}
        />
      </section>
    </Page>
  );
}
