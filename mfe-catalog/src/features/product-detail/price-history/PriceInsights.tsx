import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  fillCopy,
  formatDate,
  formatPrice,
  Skeleton,
  VisuallyHidden,
  authPathFor,
  useInView,
} from '@vitrina/shared/core';
import { historicalMinPrice, usePriceHistory } from './priceHistoryQueries';
import { Muted, Panel, PanelTitle, PRICE_PANEL_MIN_HEIGHT_PX } from '../DetailLayout';
import { recommendedOffer } from '../offer/offerAmount';
import { CHART_HEIGHT_PX } from './chartSize';
import { productDetailCopy } from '../copy';
import { useViewerId } from '../../access/useViewerId';

// uPlot comes with the chart only (a shared module, fetched when this panel renders); formik and yup with the alert
// form, which only a signed-in buyer gets: a visitor's product page loads neither (bench/bundle, README "JS per page").
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart').then((m) => ({ default: m.PriceHistoryChart })));
const PriceAlertForm = lazy(() => import('./PriceAlertForm').then((module) => ({ default: module.PriceAlertForm })));

/** The alert form's height (title, field, button) while its chunk loads. */
const ALERT_FORM_HEIGHT_PX = 132;

const Wrapper = styled(Panel)`
  min-height: ${PRICE_PANEL_MIN_HEIGHT_PX}px;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const LowestNote = styled.dd`
  && {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[1]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const TableScroll = styled.div`
  max-height: 168px;
  overflow-y: auto;
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space[2]} 0;
`;

export interface PriceInsightsProps {
  productId: string;
  price: number;
  /** the piece's seller: owners get no alert form, the price is theirs to change */
  sellerId: string;
}

/**
 * The price-alert form for a signed-in buyer, a way to sign in for a visitor, nothing for the owner. The one part of
 * the panel that depends on who is looking: it reads the session itself, so the session's arrival renders this part
 * again and not the history above it.
 */
function PriceAlertSlot({ productId, price, sellerId }: PriceInsightsProps) {
  const userId = useViewerId();
  const location = useLocation();
  // The price-alert form (formik and yup, about 26 KB gzip for a signed-in buyer) loads from 200 px before it comes
  // on screen, so it is there by the time the buyer reaches it.
  const { ref: alertRef, inView: alertNear } = useInView({ triggerOnce: true, rootMargin: '200px' });
  if (userId && userId === sellerId) return null;
  return (
    <>
      <Divider />
      {userId ? (
        <div ref={alertRef}>
          {alertNear ? (
            <Suspense fallback={<Skeleton height={`${ALERT_FORM_HEIGHT_PX}px`} />}>
              <PriceAlertForm userId={userId} productId={productId} price={price} />
            </Suspense>
          ) : (
            <Skeleton height={`${ALERT_FORM_HEIGHT_PX}px`} />
          )}
        </div>
      ) : userId === null ? (
        <Muted>
          <Link to={authPathFor(location.pathname)} state={{ from: { pathname: location.pathname } }}>
            {productDetailCopy.alertSignIn}
          </Link>
        </Muted>
      ) : null}
    </>
  );
}

/**
 * Price history (chart + the same points as a table), 'Precio mínimo histórico' (the lowest price the piece has had;
 * when that is today's, it says so), the recommended offer (85% of the price, display only, spec §9), and the
 * price-alert form for signed-in buyers.
 */
export function PriceInsights({ productId, price, sellerId }: PriceInsightsProps) {
  const history = usePriceHistory(productId);
  const points = history.data ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  // The chart (and uPlot, 22 KB gzip) loads when its frame comes on screen: below the fold at 1280 px as on a phone,
  // so a first load (which the reader may never scroll) does not carry it. Its skeleton holds the height meanwhile.
  const { ref: chartRef, inView: chartNear } = useInView({ triggerOnce: true });
  const lowest = historicalMinPrice(points, price);

  return (
    <Wrapper aria-labelledby="price-history-title">
      <PanelTitle id="price-history-title">{productDetailCopy.priceHistory}</PanelTitle>
      <Stats>
        {history.isPending ? (
          <div aria-hidden="true">
            <Skeleton height="40px" />
          </div>
        ) : (
          <div>
            <dt>{productDetailCopy.historicalMinPrice}</dt>
            <dd>{formatPrice(lowest.price)}</dd>
            {/* a second dd of the same term: a dl's div holds only dt and dd */}
            {lowest.isCurrent ? <LowestNote>{productDetailCopy.historicalMinIsCurrent}</LowestNote> : null}
          </div>
        )}
        <div>
          <dt>{productDetailCopy.recommendedOffer}</dt>
          <dd>{formatPrice(recommendedOffer(price))}</dd>
        </div>
      </Stats>
      {history.isPending ? (
        <Skeleton height={`${CHART_HEIGHT_PX}px`} />
      ) : history.isError ? (
        <Muted role="alert">{productDetailCopy.priceHistoryError}</Muted>
      ) : points.length === 0 ? (
        <Muted>{productDetailCopy.priceHistoryEmpty}</Muted>
      ) : (
        <figure style={{ margin: 0 }} ref={chartRef}>
          {chartNear ? (
            <Suspense fallback={<Skeleton height={`${CHART_HEIGHT_PX}px`} />}>
              <PriceHistoryChart points={points} />
            </Suspense>
          ) : (
            <Skeleton height={`${CHART_HEIGHT_PX}px`} />
          )}
          <figcaption>
            <VisuallyHidden>
              {first && last
                ? fillCopy(productDetailCopy.priceHistoryChart, {
                    first: formatPrice(first.price),
                    last: formatPrice(last.price),
                  })
                : null}
            </VisuallyHidden>
          </figcaption>
          <TableScroll>
            <Table>
              <caption>{productDetailCopy.priceHistoryTable}</caption>
              <thead>
                <tr>
                  <th scope="col">{productDetailCopy.priceHistoryDate}</th>
                  <th scope="col">{productDetailCopy.priceHistoryPrice}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.recorded_at}>
                    <td>{formatDate(point.recorded_at)}</td>
                    <td>{formatPrice(point.price)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </figure>
      )}
      <PriceAlertSlot productId={productId} price={price} sellerId={sellerId} />
    </Wrapper>
  );
}
