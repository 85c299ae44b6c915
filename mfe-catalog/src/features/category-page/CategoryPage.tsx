import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CATEGORY_SKELETON_COUNT, getCategory, spreadRow, useDocumentTitle, paths } from '@vitrina/shared/core';
import { useCategoryProducts } from '../products-listing/productsQueries';
import { ProductResults } from '../product-card/ProductResults';
import { ClaimTiles } from './ClaimTiles';
import { CategoryEmpty, CategoryHero, CategoryNotFound, Page, SectionTitle, SubcategoryGroups } from './CategoryParts';
import { categoryCopy } from './copy';

const SectionHead = styled.div`
  ${spreadRow('baseline', 3)}
`;

/** /categories/{id} and /category/{id}: the category, its collections, the three claims and its pieces. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = getCategory(id);
  const query = useCategoryProducts(category?.id ?? '', []);

  useDocumentTitle(category?.name ?? categoryCopy.categoryNotFound);

  if (!category) return <CategoryNotFound />;

  return (
    <Page>
      <CategoryHero
        category={category}
        title={category.name}
        description={category.description}
        crumbs={[
          { label: categoryCopy.home, to: '/' },
          { label: categoryCopy.catalogCrumb, to: paths.products },
          { label: category.label },
        ]}
      />
      <section aria-labelledby="category-collections">
        <SectionTitle id="category-collections">{categoryCopy.categorySubcategories}</SectionTitle>
        <SubcategoryGroups category={category} />
      </section>
      <ClaimTiles />
      <section aria-labelledby="category-pieces">
        <SectionHead>
          <SectionTitle id="category-pieces">{categoryCopy.categoryPieces}</SectionTitle>
          <Button as={Link} to={`/products?category=${category.id}`} variant="ghost" size="sm">
            {categoryCopy.seeAllInListing}
          </Button>
        </SectionHead>
        <ProductResults
          query={query}
          skeletonCount={CATEGORY_SKELETON_COUNT}
          empty={<CategoryEmpty title={categoryCopy.categoryEmpty} exclude={category.id} />}
        />
      </section>
    </Page>
  );
}
