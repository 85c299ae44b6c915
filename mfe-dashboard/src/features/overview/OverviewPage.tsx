import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { copy, fillCopy, formatPrice, plural, Skeleton, useDocumentTitle, bareList, paths } from '@vitrina/shared/core';
import { dashboardCopy } from '../layout/copy';
import { useConversations, useOffers, useOwnProfile, usePurchases, useSales } from '@vitrina/shared/data';
import { useMyListings } from '../collection/myListingsApi';
import { MessagesIcon, OffersIcon, OrdersIcon, ProductsIcon, TransactionsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { overviewFigures } from './overviewFigures';
import { overviewCopy } from './copy';

/** The figures' box: the grid's columns follow its own width (the dashboard's sidebar takes part of the screen). */
const Figures = styled.div`
  container-type: inline-size;
`;

// Five figures never leave one alone on a row: one column on a narrow box; two where two fit, the first (pieces, with
// its breakdown) across both; three on a wide box, the first across two, so two rows of three.
const Grid = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 456px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > li:first-child {
      grid-column: 1 / -1;
    }
  }
  @container (min-width: 692px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > li:first-child {
      grid-column: span 2;
    }
  }
`;

// Rows at the top (align-content): a taller neighbour no longer spreads this tile's rows, so the numbers of tiles
// side by side sit on one line.
const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Label = styled.span`
  display: flex;
  align-items: center;
  min-height: 20px;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1.1;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Breakdown = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  b {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

function Figure({
  to,
  icon,
  label,
  value,
  hint,
  loading,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint: ReactNode;
  loading: boolean;
}) {
  return (
    <li>
      <Tile to={to}>
        <Label>
          {icon}
          {label}
        </Label>
        {loading ? <Skeleton height="30px" width="64px" /> : <Value>{value}</Value>}
        <Hint>{hint}</Hint>
      </Tile>
    </li>
  );
}

/** The member's figures, each a link to its section. */
export function OverviewPage() {
  useDocumentTitle(dashboardCopy.overview);
  const { data: profile } = useOwnProfile();
  const listings = useMyListings();
  const received = useOffers('received');
  const sent = useOffers('sent');
  const conversations = useConversations();
  const purchases = usePurchases();
  const sales = useSales();
  const figures = overviewFigures({
    listings: listings.data ?? [],
    received: received.data ?? [],
    sent: sent.data ?? [],
    conversations: conversations.data ?? [],
    purchases: purchases.data ?? [],
    sales: sales.data ?? [],
  });
  const name = profile?.display_name || profile?.username || copy.common.defaultUserName;
  const totalListings = Object.values(figures.listings).reduce((a, b) => a + b, 0);

  return (
    <>
      <PageHeader title={fillCopy(overviewCopy.greeting, { name })} description={overviewCopy.overviewDescription} />
      <Figures>
        <Grid>
          <Figure
            to="/dashboard/collection"
            icon={<ProductsIcon />}
            label={overviewCopy.statListings}
            value={totalListings}
            loading={listings.isPending}
            hint={
              totalListings === 0 ? (
                overviewCopy.statListingsEmpty
              ) : (
                <Breakdown>
                  <span>
                    {overviewCopy.statPublished} <b>{figures.listings.published}</b>
                  </span>
                  <span>
                    {overviewCopy.statPending} <b>{figures.listings.pending}</b>
                  </span>
                  <span>
                    {overviewCopy.statRejected} <b>{figures.listings.rejected}</b>
                  </span>
                  <span>
                    {overviewCopy.statSold} <b>{figures.listings.sold}</b>
                  </span>
                </Breakdown>
              )
            }
          />
          <Figure
            to={paths.offers}
            icon={<OffersIcon />}
            label={overviewCopy.statOffers}
            value={figures.offersToAnswer}
            loading={received.isPending || sent.isPending}
            hint={overviewCopy.statOffersHint}
          />
          <Figure
            to="/dashboard/messages"
            icon={<MessagesIcon />}
            label={overviewCopy.statMessages}
            value={figures.unreadMessages}
            loading={conversations.isPending}
            hint={overviewCopy.statMessagesHint}
          />
          <Figure
            to="/dashboard/orders"
            icon={<OrdersIcon />}
            label={overviewCopy.statOrders}
            value={figures.ordersInProgress}
            loading={purchases.isPending}
            hint={overviewCopy.statOrdersHint}
          />
          <Figure
            to="/dashboard/transactions"
            icon={<TransactionsIcon />}
            label={overviewCopy.statSales}
            value={formatPrice(figures.salesTotal)}
            loading={sales.isPending}
            hint={plural(figures.piecesSold, overviewCopy.statSalesHint)}
          />
        </Grid>
      </Figures>
    </>
  );
}
