import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  bareList,
  Button,
  Card,
  copy,
  EmptyState,
  errorText,
  fillCopy,
  formatDate,
  formatPrice,
  Input,
  paths,
  Skeleton,
  DATE_TIME_PATTERN,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { PageHeader } from '../layout/PageHeader';
import { useMyAuctions, useMyBids, useOfferToTopBidder, useRelist, type MyAuction, type MyBid } from './auctionsApi';
import { MAX_AUCTION_PRICE, topBidderOfferSchema } from './auctionSchemas';
import { auctionsDashboardCopy as t } from './copy';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  img,
  .placeholder {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  @media (max-width: 720px) {
    grid-template-columns: 56px minmax(0, 1fr);
    img,
    .placeholder {
      width: 56px;
      height: 56px;
    }
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
  form {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[2]};
  }
  input {
    width: 140px;
  }
`;

const FieldError = styled.p`
  flex-basis: 100%;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const ReserveNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

/** Phases of an auction that has not ended: its price is the current bid, not the final one. */
const OPEN_PHASES = new Set(['review', 'scheduled', 'running', 'closing']);

const STANDING_VARIANT = { winning: 'success', outbid: 'warning', won: 'gold', lost: 'outline' } as const;
const when = (iso: string | null) => (iso ? formatDate(iso, DATE_TIME_PATTERN) : '');

function BidRow({ bid }: { bid: MyBid }) {
  const open = OPEN_PHASES.has(bid.phase);
  return (
    <Row as="li" data-testid="my-bid">
      {bid.image_url ? <img src={bid.image_url} alt="" /> : <span className="placeholder" />}
      <Info>
        <Link to={paths.product(bid.product_id)}>{bid.title}</Link>
        <Meta>
          <Badge variant={STANDING_VARIANT[bid.standing]}>{t.standing[bid.standing]}</Badge>
          <span>{fillCopy(open ? t.currentBid : t.finalPrice, { amount: formatPrice(bid.current_price ?? 0) })}</span>
          <span>{fillCopy(t.yourMax, { amount: formatPrice(bid.my_max) })}</span>
          {bid.phase === 'running' && bid.ends_at ? (
            <span>{fillCopy(t.endsAt, { date: when(bid.ends_at) })}</span>
          ) : null}
          {bid.standing === 'won' && bid.paid ? <span>{t.paid}</span> : null}
        </Meta>
        {bid.standing === 'winning' && bid.has_reserve && !bid.reserve_met ? (
          <ReserveNote>{t.leadingBelowReserve}</ReserveNote>
        ) : null}
      </Info>
      <Actions>
        <Button
          as={Link}
          to={paths.product(bid.product_id)}
          size="sm"
          variant={bid.standing === 'outbid' || (bid.standing === 'won' && !bid.paid) ? 'accent' : 'outline'}
        >
          {bid.standing === 'won' && !bid.paid ? t.pay : t.view}
        </Button>
      </Actions>
    </Row>
  );
}

/** The amount an unsold piece is offered at to its top bidder; a refusal is a toast and the amount stays. */
function OfferForm({ auction }: { auction: MyAuction }) {
  const offer = useOfferToTopBidder();
  const formik = useFormik<{ amount: number | '' }>({
    initialValues: { amount: auction.current_price ?? auction.starting_price },
    validationSchema: topBidderOfferSchema,
    onSubmit: async (values) => {
      const { amount } = topBidderOfferSchema.cast(values);
      try {
        await offer.mutateAsync({ auctionId: auction.auction_id, amount });
        toast({ title: t.offerSent, variant: 'success' });
      } catch (error) {
        toast({
          title: copy.common.error,
          description: errorText(error, { fallback: t.offerFailed }),
          variant: 'destructive',
        });
      }
    },
  });
  const error = formik.touched.amount ? formik.errors.amount : undefined;
  const errorId = `offer-top-${auction.auction_id}-error`;
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Input
        type="number"
        min={1}
        max={MAX_AUCTION_PRICE}
        aria-label={t.offerAmount}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...formik.getFieldProps('amount')}
      />
      <Button type="submit" size="sm" variant="outline" disabled={formik.isSubmitting}>
        {t.offerTop}
      </Button>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </form>
  );
}

function SellerRow({ auction }: { auction: MyAuction }) {
  const relist = useRelist();
  const price = auction.current_price ?? auction.starting_price;
  return (
    <Row as="li" data-testid="my-auction">
      <span className="placeholder" aria-hidden="true" />
      <Info>
        <Link to={paths.product(auction.product_id)}>{auction.title}</Link>
        <Meta>
          <Badge variant={auction.status === 'sold' ? 'success' : auction.status === 'open' ? 'secondary' : 'outline'}>
            {t.phase[auction.phase] ?? auction.phase}
          </Badge>
          <span>
            {fillCopy(auction.current_price === null ? t.startingPrice : t.currentBid, { amount: formatPrice(price) })}
          </span>
          <span>{fillCopy(t.bids, { count: auction.bid_count })}</span>
          {auction.reserve_price !== null ? (
            <span>
              {fillCopy(t.reserve, { amount: formatPrice(auction.reserve_price) })}
              {auction.reserve_met ? '' : ` (${t.reserveNotMet})`}
            </span>
          ) : null}
          {auction.phase === 'running' && auction.ends_at ? (
            <span>{fillCopy(t.endsAt, { date: when(auction.ends_at) })}</span>
          ) : null}
          {auction.status === 'sold' ? (
            <span>{auction.paid ? t.paid : fillCopy(t.awaitingPayment, { date: when(auction.pay_by) })}</span>
          ) : null}
          {auction.status === 'unsold' && auction.offered ? <span>{t.offered}</span> : null}
        </Meta>
      </Info>
      <Actions>
        {auction.status === 'unsold' && !auction.offered ? (
          <>
            <Button
              type="button"
              size="sm"
              variant="accent"
              disabled={relist.isPending}
              onClick={() =>
                relist.mutate(auction, {
                  onSuccess: () => toast({ title: t.relisted, variant: 'success' }),
                  onError: (error) =>
                    toast({ title: copy.common.error, description: errorText(error), variant: 'destructive' }),
                })
              }
            >
              {t.relist}
            </Button>
            {auction.leader ? <OfferForm auction={auction} /> : null}
          </>
        ) : null}
      </Actions>
    </Row>
  );
}

function Loading() {
  return (
    <List aria-busy="true">
      {[0, 1].map((i) => (
        <li key={i}>
          <Skeleton style={{ height: 96 }} />
        </li>
      ))}
    </List>
  );
}

/** /dashboard/subastas: the member's bids (winning, outbid, won, lost) and the auctions of their pieces. */
export function AuctionsDashboardPage() {
  const bids = useMyBids();
  const auctions = useMyAuctions();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Section aria-labelledby="my-bids-title">
        <h2 id="my-bids-title">{t.myBids}</h2>
        {bids.isPending ? (
          <Loading />
        ) : bids.isError ? (
          <EmptyState title={t.loadFailed} />
        ) : bids.data.length === 0 ? (
          <EmptyState
            title={t.noBids}
            action={
              <Button as={Link} to={paths.auctions} variant="outline">
                {t.browse}
              </Button>
            }
          />
        ) : (
          <List>
            {bids.data.map((bid) => (
              <BidRow key={bid.auction_id} bid={bid} />
            ))}
          </List>
        )}
      </Section>
      <Section aria-labelledby="my-auctions-title">
        <h2 id="my-auctions-title">{t.myAuctions}</h2>
        {auctions.isPending ? (
          <Loading />
        ) : auctions.isError ? (
          <EmptyState title={t.loadFailed} />
        ) : auctions.data.length === 0 ? (
          <EmptyState
            title={t.noAuctions}
            action={
              <Button as={Link} to="/sell" variant="outline">
                {t.sell}
              </Button>
            }
          />
        ) : (
          <List>
            {auctions.data.map((auction) => (
              <SellerRow key={auction.auction_id} auction={auction} />
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
