import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  CATEGORY_SKELETON_COUNT,
  Container,
  copy,
  EmptyState,
  fillCopy,
  formatDate,
  optionLabel,
  paths,
  Skeleton,
  VERIFICATION_LEVELS,
  spreadRow,
  bareList,
} from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import { ProductResults, ResultsSkeleton } from '../product-card/ProductResults';
import { SellerAvatar, sellerPanel } from '../product-detail/info/SellerAvatar';
import type { SellerProfile, SellerReview } from './sellerApi';
import { useSellerClaimsForBuyer, useSellerProducts, useSellerProfile, useSellerReviews } from './sellerQueries';
import { sellerPageCopy } from './copy';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Header = styled.header`
  ${sellerPanel}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  min-height: 152px;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  flex: 1 1 240px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ReviewList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const ReviewCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    overflow-wrap: anywhere;
  }
`;

const ReviewHead = styled.div`
  ${spreadRow('baseline', 2)}
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Stars = styled.p`
  color: ${({ theme }) => theme.colors.goldDark};
  letter-spacing: 0.1em;
`;

const Answer = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[4]};
`;

function sellerName(seller: Pick<SellerProfile, 'display_name' | 'username'>): string {
  return seller.display_name || seller.username || copy.common.defaultUserName;
}

/** '★ 4.0 · 1 reseña', or 'Sin reseñas aún' for a seller nobody rated yet (never ★ 0). */
export function ratingSummary(rating: number | null | undefined, reviewCount: number | null | undefined): string {
  const count = reviewCount ?? 0;
  if (count === 0) return sellerPageCopy.noReviews;
  const stars = fillCopy(sellerPageCopy.rating, { rating: Number(rating ?? 0).toFixed(1) });
  const reviews =
    count === 1 ? sellerPageCopy.reviewCountOne : fillCopy(sellerPageCopy.reviewCountMany, { count: String(count) });
  return `${stars} · ${reviews}`;
}

function salesSummary(sales: number): string {
  return sales === 1 ? sellerPageCopy.salesOne : fillCopy(sellerPageCopy.salesMany, { count: String(sales) });
}

/** "Reclamos: N resueltos a favor del comprador", once the count is read. */
function SellerClaims({ claims }: { claims: ReturnType<typeof useSellerClaimsForBuyer> }) {
  if (claims.data === undefined) return null;
  return (
    <div>
      <dt>{sellerPageCopy.claims}</dt>
      <dd data-testid="seller-claims">{fillCopy(sellerPageCopy.claimsForBuyer, { count: String(claims.data) })}</dd>
    </div>
  );
}

function SellerHeader({
  seller,
  claims,
}: {
  seller: SellerProfile;
  claims: ReturnType<typeof useSellerClaimsForBuyer>;
}) {
  const name = sellerName(seller);
  const level = optionLabel(VERIFICATION_LEVELS, seller.verification_level);
  return (
    <Header aria-labelledby="seller-name">
      <SellerAvatar name={name} url={seller.avatar_url} large />
      <Identity>
        <h1 id="seller-name">{name}</h1>
        {seller.username ? <Muted>@{seller.username}</Muted> : null}
        <Badges>
          {level ? (
            <Badge variant={seller.verification_level === 'unverified' ? 'outline' : 'gold'}>{level}</Badge>
          ) : null}
          {seller.identity_verified ? <Badge variant="secondary">{sellerPageCopy.identityVerified}</Badge> : null}
        </Badges>
        <Facts>
          <div>
            <dt>{sellerPageCopy.reviews}</dt>
            <dd data-testid="seller-rating">{ratingSummary(seller.rating, seller.review_count)}</dd>
          </div>
          <div>
            <dt>{sellerPageCopy.sales}</dt>
            <dd data-testid="seller-sales">{salesSummary(seller.sales_count ?? 0)}</dd>
          </div>
          <SellerClaims claims={claims} />
        </Facts>
        <Muted>{fillCopy(sellerPageCopy.memberSince, { date: formatDate(seller.created_at) })}</Muted>
      </Identity>
    </Header>
  );
}

function StarsShown({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={fillCopy(sellerPageCopy.stars, { n: String(rating) })}>
      {'★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating))}
    </Stars>
  );
}

function ReviewItem({ review }: { review: SellerReview }) {
  const buyer = review.buyer ? sellerName(review.buyer) : copy.common.defaultUserName;
  return (
    <ReviewCard aria-label={buyer}>
      <ReviewHead>
        <h3>{buyer}</h3>
        <Muted>
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        </Muted>
      </ReviewHead>
      <StarsShown rating={review.rating} />
      {review.comment ? <p>{review.comment}</p> : null}
      <Muted>
        <Badge variant="secondary">{sellerPageCopy.verifiedPurchase}</Badge>{' '}
        {review.product_id ? (
          <Link to={paths.product(review.product_id)}>
            {fillCopy(sellerPageCopy.pieceBought, { piece: review.product_title })}
          </Link>
        ) : (
          fillCopy(sellerPageCopy.pieceBought, { piece: review.product_title })
        )}
      </Muted>
      {review.reply ? (
        <Answer>
          <strong>{sellerPageCopy.sellerAnswer}</strong>
          <p>{review.reply}</p>
        </Answer>
      ) : null}
    </ReviewCard>
  );
}

function ReviewsSkeleton() {
  return (
    <ReviewList role="status" aria-label={copy.common.loading} aria-busy="true">
      {[0, 1].map((index) => (
        <li key={index}>
          <ReviewCard as="div">
            <Skeleton width="40%" height="18px" />
            <Skeleton width="30%" height="14px" />
            <Skeleton height="14px" />
          </ReviewCard>
        </li>
      ))}
    </ReviewList>
  );
}

function SellerReviews({ username, query }: { username: string; query: ReturnType<typeof useSellerReviews> }) {
  useEffect(() => {
    if (query.error) reportError(query.error, { where: 'seller-reviews', username });
  }, [query.error, username]);

  let content;
  if (query.isPending) content = <ReviewsSkeleton />;
  else if (query.isError)
    content = (
      <EmptyState
        title={sellerPageCopy.reviewsError}
        action={
          <Button type="button" onClick={() => void query.refetch()}>
            {copy.common.retry}
          </Button>
        }
      />
    );
  else {
    const reviews = query.data.pages.flatMap((page) => page.reviews);
    content =
      reviews.length === 0 ? (
        <Muted>{sellerPageCopy.reviewsEmpty}</Muted>
      ) : (
        <>
          <ReviewList>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ReviewList>
          {query.hasNextPage ? (
            <MoreRow>
              <Button
                type="button"
                variant="outline"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? sellerPageCopy.loadingMore : sellerPageCopy.moreReviews}
              </Button>
            </MoreRow>
          ) : null}
        </>
      );
  }
  return (
    <section aria-labelledby="seller-reviews">
      <SectionTitle id="seller-reviews">{sellerPageCopy.reviews}</SectionTitle>
      {content}
    </section>
  );
}

function SellerPieces({ query }: { query: ReturnType<typeof useSellerProducts> }) {
  return (
    <section aria-labelledby="seller-pieces">
      <SectionTitle id="seller-pieces">{sellerPageCopy.pieces}</SectionTitle>
      <ProductResults
        query={query}
        skeletonCount={CATEGORY_SKELETON_COUNT}
        empty={<Muted>{sellerPageCopy.noPieces}</Muted>}
      />
    </section>
  );
}

function SellerPageSkeleton() {
  return (
    <Page aria-busy="true">
      <Header as="div">
        <Skeleton width="96px" height="96px" radius="9999px" />
        <Identity>
          <Skeleton width="50%" height="28px" />
          <Skeleton width="30%" height="16px" />
          <Skeleton width="60%" height="16px" />
        </Identity>
      </Header>
      <ResultsSkeleton count={CATEGORY_SKELETON_COUNT} />
    </Page>
  );
}

/** /sellers/{username}: who the seller is, what the buyers of delivered orders said, and what they sell. */
export function SellerPage() {
  const { username = '' } = useParams();
  const query = useSellerProfile(username);
  const seller = query.data;
  // the page's four reads are keyed by the username, so they leave together (one round), not after the profile
  const claims = useSellerClaimsForBuyer(username);
  const reviews = useSellerReviews(username);
  const pieces = useSellerProducts(username);

  useEffect(() => {
    if (query.error) reportError(query.error, { where: 'seller-page', username });
  }, [query.error, username]);

  useEffect(() => {
    if (query.isPending) return;
    const title = seller ? sellerName(seller) : sellerPageCopy.notFound;
    document.title = fillCopy(sellerPageCopy.documentTitle, { name: title });
  }, [seller, query.isPending]);

  if (query.isPending) return <SellerPageSkeleton />;
  if (query.isError) {
    return (
      <Page>
        <EmptyState
          title={copy.marketplace.connectionErrorTitle}
          description={copy.marketplace.connectionErrorDescription}
          action={
            <Button type="button" onClick={() => void query.refetch()}>
              {copy.common.retry}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!seller) {
    return (
      <Page>
        <EmptyState
          title={sellerPageCopy.notFound}
          description={fillCopy(sellerPageCopy.notFoundDescription, { username })}
          link={{ to: paths.products, label: sellerPageCopy.browseCatalog }}
        />
      </Page>
    );
  }
  return (
    <Page>
      <SellerHeader seller={seller} claims={claims} />
      <SellerReviews username={username} query={reviews} />
      <SellerPieces query={pieces} />
    </Page>
  );
}
