import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  EmptyState,
  LISTING_SKELETON_COUNT,
  PageTitle,
  paths,
  useDocumentTitle,
} from '@vitrina/shared/core';
import { ProductResults } from '../product-card/ProductResults';
import { useProductListing } from '../products-listing/productsQueries';
import type { ListingParams } from '../products-listing/listingParams';
import { auctionsPageCopy } from './copy';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin-bottom: 0;
  }
`;

const Lead = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const ENDING_SOON: Partial<ListingParams> = { filters: { auction: true }, sort: 'ending_soon' };

/** /subastas: the auctions running or about to start, the ones ending soonest first (list_products' ending_soon). */
export function AuctionsPage() {
  useDocumentTitle(auctionsPageCopy.title);
  const query = useProductListing(ENDING_SOON);
  return (
    <Page>
      <Header>
        <PageTitle>{auctionsPageCopy.title}</PageTitle>
        <Lead>{auctionsPageCopy.lead}</Lead>
      </Header>
      <ProductResults
        query={query}
        skeletonCount={LISTING_SKELETON_COUNT}
        empty={
          <EmptyState
            title={auctionsPageCopy.emptyTitle}
            description={auctionsPageCopy.emptyDescription}
            action={
              <Button as={Link} to={paths.products} variant="outline">
                {auctionsPageCopy.browse}
              </Button>
            }
          />
        }
      />
    </Page>
  );
}
