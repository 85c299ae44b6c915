import { useCallback, useEffect, useId, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  bareList,
  Button,
  copy,
  errorText,
  fillCopy,
  FormField,
  formatDate,
  formatPrice,
  Input,
  PHONE_QUERY,
  plural,
  Skeleton,
} from '@vitrina/shared/core';
import { toast, useCartStore } from '@vitrina/shared/kernel';
import type { ProductDetail } from '@vitrina/shared/data';
import { useSignInGate } from '../../access/useSignInGate';
import { toCartProduct } from '../../product-card/useAddToCart';
import { usePlaceBid, useAuctionState, type AuctionState } from './auctionApi';
import { bidAmountError, parseBidAmount } from './bidAmount';
import { auctionCopy } from './copy';
import { formatTimeLeft } from './timeLeft';
import { usePastEnd } from '../../auction-clock/usePastEnd';
import { useScrolledPast } from '../summary/scrolledPast';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReserveLine = styled.p.withConfig({ shouldForwardProp: (prop) => prop !== 'met' })<{ met: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ met, theme }) => (met ? theme.colors.success : theme.colors.warning)};
`;

const LimitNote = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const BidRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    margin-top: 26px;
  }
`;

const History = styled.ol`
  ${bareList}
  display: flex;
  flex-direction: column;
  max-height: 240px;
  overflow-y: auto;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li span:last-child {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const HistoryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PhoneBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.belowMobile} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.header};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    p {
      flex: 1;
      min-width: 0;
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;

// Intl's es-MX medium date and short time ("29 nov 2026, 14:05"), on the market's clock, written by formatDate: the
// same text on the server and in every browser, and no Intl locale data to load on the page.
const AUCTION_DATE_PATTERN = 'd MMM yyyy, HH:mm';
export const formatAuctionDate = (iso: string) => formatDate(iso, AUCTION_DATE_PATTERN);

/** The server's "now", ticking every second once mounted (null before: the server and the first paint agree). */
function useServerNow(offsetMs: number | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (offsetMs === undefined) return undefined;
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/** The time left by the server's clock; `ended`: its end passed (the panel's own timer, set for that moment). */
function Countdown({ state, ended }: { state: AuctionState; ended: boolean }) {
  const now = useServerNow(state.offsetMs);
  if (state.phase === 'review') return <Small>{auctionCopy.inReview}</Small>;
  if (state.phase === 'scheduled' && state.starts_at)
    return <Small>{fillCopy(auctionCopy.startsAt, { date: formatAuctionDate(state.starts_at) })}</Small>;
  if (!state.ends_at) return null;
  const left = ended ? 0 : now === null ? null : Date.parse(state.ends_at) - now;
  return (
    <div>
      <dt>{auctionCopy.timeLeft}</dt>
      <dd
        data-testid="auction-time-left"
        title={fillCopy(auctionCopy.endsAt, { date: formatAuctionDate(state.ends_at) })}
      >
        {left === null ? formatAuctionDate(state.ends_at) : left > 0 ? formatTimeLeft(left) : auctionCopy.closing}
      </dd>
    </div>
  );
}

interface BidValues {
  /** as typed: a text field, so an empty, a non-numeric and a decimal amount each get their own message */
  max_amount: string;
}

/** An unverified seller's auction takes bids under its limit: its limit once the next valid bid reaches it. */
function reachedLimit(state: AuctionState): number | null {
  const limit = state.bid_limit ?? null;
  return limit !== null && state.next_minimum >= limit ? limit : null;
}

/**
 * The maximum bid: formik with the bid schema (loaded on the first validation), a visitor asked to sign in once the
 * amount is valid, the database's refusal said in the form and the amount left as typed for another try. An
 * unverified seller's auction names its limit above the field, before anything is typed.
 */
function BidForm({ state }: { state: AuctionState }) {
  const placeBid = usePlaceBid(state.id);
  const requireUser = useSignInGate();
  const limitId = useId();
  const nextMinimum = state.next_minimum;
  const bidLimit = state.bid_limit ?? null;
  const validate = useCallback(
    ({ max_amount }: BidValues) => {
      const error = bidAmountError(max_amount, nextMinimum, bidLimit);
      return error ? { max_amount: error } : {};
    },
    [nextMinimum, bidLimit],
  );
  const formik = useFormik<BidValues>({
    initialValues: { max_amount: '' },
    validate,
    validateOnChange: false,
    onSubmit: async ({ max_amount }, helpers) => {
      helpers.setStatus(undefined);
      if (!(await requireUser(auctionCopy.loginToBid))) return;
      try {
        // validated: whole pesos
        await placeBid.mutateAsync(parseBidAmount(max_amount) ?? Number.NaN);
        helpers.resetForm();
        toast({ title: auctionCopy.bidPlaced, variant: 'success' });
      } catch (err) {
        const message = errorText(err, { fallback: auctionCopy.bidFailed });
        helpers.setStatus(message);
        toast({ title: copy.common.error, description: message, variant: 'destructive' });
      }
    },
  });
  const busy = formik.isSubmitting;
  const refusal = typeof formik.status === 'string' ? formik.status : null;

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={auctionCopy.bid}>
      {bidLimit !== null ? (
        <LimitNote tone="info" live="off" compact id={limitId} data-testid="auction-bid-limit">
          {fillCopy(auctionCopy.bidLimit, { amount: formatPrice(bidLimit) })}
        </LimitNote>
      ) : null}
      <BidRow>
        <FormField
          label={auctionCopy.yourMax}
          error={formik.touched.max_amount ? formik.errors.max_amount : undefined}
          hint={fillCopy(auctionCopy.minimum, { amount: formatPrice(nextMinimum) })}
        >
          {(control) => (
            <Input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={String(nextMinimum)}
              {...formik.getFieldProps('max_amount')}
              {...control}
              aria-describedby={
                [bidLimit !== null ? limitId : null, control['aria-describedby']].filter(Boolean).join(' ') || undefined
              }
              disabled={busy}
            />
          )}
        </FormField>
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? auctionCopy.bidding : auctionCopy.bid}
        </Button>
      </BidRow>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <Small>{auctionCopy.yourMaxHelp}</Small>
    </form>
  );
}

/** The caller's standing; `canBid`: the bid form is offered (an outbid bidder is invited to bid again only then). */
function Standing({ state, product, canBid }: { state: AuctionState; product: ProductDetail; canBid: boolean }) {
  const navigate = useNavigate();
  const addItem = useCartStore((s) => s.addItem);
  const inCart = useCartStore((s) => s.items.some((item) => item.id === product.id));
  if (state.is_seller) {
    return (
      <>
        <Small>{auctionCopy.sellerView}</Small>
        {state.reserve_price !== null ? (
          <Small>{fillCopy(auctionCopy.reservePrice, { amount: formatPrice(state.reserve_price) })}</Small>
        ) : null}
        <Button as={Link} to={`/dashboard/products/${product.id}/edit`} variant="outline">
          {auctionCopy.edit}
        </Button>
      </>
    );
  }
  if (state.status === 'sold') {
    if (state.won && state.paid) return <Alert tone="success">{auctionCopy.paid}</Alert>;
    if (state.won) {
      const pay = () => {
        if (!inCart) addItem(toCartProduct(product));
        navigate('/cart');
      };
      return (
        <Alert tone="success" title={fillCopy(auctionCopy.won, { amount: formatPrice(state.hammer_price ?? 0) })}>
          {state.pay_by ? <p>{fillCopy(auctionCopy.payBy, { date: formatAuctionDate(state.pay_by) })}</p> : null}
          <Button type="button" variant="accent" onClick={pay} style={{ marginTop: 8 }}>
            {fillCopy(auctionCopy.pay, { amount: formatPrice(state.hammer_price ?? 0) })}
          </Button>
        </Alert>
      );
    }
    return <Small>{fillCopy(auctionCopy.soldTo, { amount: formatPrice(state.hammer_price ?? 0) })}</Small>;
  }
  if (state.status === 'unsold') return <Small>{auctionCopy.unsold}</Small>;
  if (state.status === 'cancelled') return <Small>{auctionCopy.cancelled}</Small>;
  if (state.my_max !== null && state.leading && state.has_reserve && !state.reserve_met)
    return (
      <Alert tone="warning">{fillCopy(auctionCopy.leadingBelowReserve, { amount: formatPrice(state.my_max) })}</Alert>
    );
  if (state.my_max !== null && state.leading)
    return <Alert tone="success">{fillCopy(auctionCopy.leading, { amount: formatPrice(state.my_max) })}</Alert>;
  if (state.my_max !== null && !state.leading)
    return (
      <Alert tone="warning" data-testid="auction-outbid">
        {canBid ? auctionCopy.outbid : auctionCopy.outbidNoBid}
      </Alert>
    );
  return null;
}

const BAR_SPACE_PX = 76;

/** On a phone, once the bid form has been scrolled past: the current bid and a button back to the bid form. */
function BidBar({ price }: { price: number }) {
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    const reserve = () => {
      document.body.style.paddingBottom = phone.matches ? `${BAR_SPACE_PX}px` : '';
      document.documentElement.style.setProperty('--vitrina-bottom-bar', phone.matches ? `${BAR_SPACE_PX}px` : '0px');
    };
    reserve();
    phone.addEventListener('change', reserve);
    return () => {
      phone.removeEventListener('change', reserve);
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--vitrina-bottom-bar');
    };
  }, []);
  const toForm = () => {
    const input = document.querySelector<HTMLInputElement>('input[name="max_amount"]');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };
  return (
    <PhoneBar role="region" aria-label={auctionCopy.title} data-testid="auction-bid-bar">
      <p>
        {auctionCopy.currentBid}: {formatPrice(price)}
      </p>
      <Button type="button" variant="accent" onClick={toForm}>
        {auctionCopy.bid}
      </Button>
    </PhoneBar>
  );
}

/**
 * A piece sold at auction: the current bid, the number of bids, the time left by the server's clock, the reserve's
 * state, the caller's standing, the bid form with the next valid amount and the history with masked bidders, all
 * kept live through realtime. Takes the place of the buy and offer buttons.
 */
export function AuctionPanel({ product, userId }: { product: ProductDetail; userId: string | null | undefined }) {
  const auctionId = product.auction?.id;
  const { data: state, isPending, isError } = useAuctionState(auctionId, userId);
  // the phone's bottom bar only once the bid form has been scrolled past, as the buy bar (not while it is still ahead)
  const { ref: formRef, scrolledPast } = useScrolledPast();
  // past its end by the server's clock, before the scheduler closes it: no bid is offered (the database refuses one)
  const pastEnd = usePastEnd(state?.phase === 'running' ? state.ends_at : null, state?.offsetMs);

  if (isPending) return <Skeleton style={{ height: 220 }} aria-busy="true" />;
  if (isError || !state) return <Alert tone="error">{auctionCopy.loadFailed}</Alert>;

  const running = state.phase === 'running' && !pastEnd;
  // an unverified seller's auction whose next valid bid reached its limit: no bid is offered, the limit is said
  const limit = reachedLimit(state);
  const bidding = running && !state.is_seller && limit === null;
  const price = state.hammer_price ?? state.current_price;
  return (
    <Box aria-labelledby="auction-title" data-testid="auction-panel">
      <HistoryTitle id="auction-title">{auctionCopy.title}</HistoryTitle>
      <Figures>
        <div>
          <dt>
            {price === null
              ? auctionCopy.startingBid
              : state.status === 'sold'
                ? auctionCopy.hammer
                : auctionCopy.currentBid}
          </dt>
          <dd data-testid="auction-current">{formatPrice(price ?? state.starting_price)}</dd>
        </div>
        <div>
          <dt>{auctionCopy.bidsLabel}</dt>
          <dd data-testid="auction-bid-count" aria-label={plural(state.bid_count, auctionCopy.bids)}>
            {state.bid_count}
          </dd>
        </div>
        {state.status === 'open' ? <Countdown state={state} ended={pastEnd} /> : null}
      </Figures>
      {state.has_reserve ? (
        <ReserveLine met={state.reserve_met} role="status">
          {state.reserve_met ? auctionCopy.reserveMet : auctionCopy.reserveNotMet}
        </ReserveLine>
      ) : null}
      <Standing state={state} product={product} canBid={bidding} />
      {bidding ? (
        <div ref={formRef}>
          <BidForm state={state} />
        </div>
      ) : null}
      {running && !state.is_seller && limit !== null ? (
        <Alert tone="info" live="off" compact data-testid="auction-bid-limit">
          {fillCopy(auctionCopy.bidLimitReached, { amount: formatPrice(limit) })}
        </Alert>
      ) : null}
      <div>
        <HistoryTitle as="h4">{auctionCopy.history}</HistoryTitle>
        {state.history.length === 0 ? (
          <Small>{auctionCopy.noBids}</Small>
        ) : (
          <History aria-label={auctionCopy.history} data-testid="auction-history">
            {state.history.map((row) => (
              <li key={row.id}>
                <span>
                  {row.mine ? auctionCopy.you : row.bidder}
                  {row.is_auto ? <Small as="span"> · {auctionCopy.automatic}</Small> : null}
                </span>
                <span>{formatPrice(row.amount)}</span>
              </li>
            ))}
          </History>
        )}
      </div>
      {bidding && scrolledPast ? <BidBar price={price ?? state.starting_price} /> : null}
    </Box>
  );
}
