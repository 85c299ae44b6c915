import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  copy,
  EmptyState,
  authPathFor,
  holdHydrationFor,
  paths,
  preloadableLazy,
  useDocumentTitle,
} from '@vitrina/shared/core';
import { queryClient, reportError, toast } from '@vitrina/shared/kernel';
import { productQueryOptions, useCountProductView, useProduct, type ProductDetail } from '@vitrina/shared/data';
import { BackButton } from './BackButton';
import { CategoryLinks, NotFound } from '../category-page/CategoryParts';
import { Breadcrumb } from './Breadcrumb';
import {
  Column,
  DetailsGrid,
  MainGrid,
  Muted,
  Page,
  Panel,
  PanelTitle,
  PRICE_PANEL_MIN_HEIGHT_PX,
  TopBar,
} from './DetailLayout';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductGallery } from './gallery/ProductGallery';
import { AuthenticityBlock } from './info/AuthenticityBlock';
import { SellerInfo } from './info/SellerInfo';
import { TechnicalSheet } from './info/TechnicalSheet';
import { RecentlyViewed } from './recently-viewed/RecentlyViewed';
import { ProductActions, type DetailDialog } from './summary/ProductActions';
import { ProductSummary } from './summary/ProductSummary';
import { AuctionPrice } from './auction/AuctionPrice';
import { ShareButton } from './summary/ShareButton';
import { accessCopy } from '../access/copy';
import { useViewerId } from '../access/useViewerId';
import { productDetailCopy } from './copy';

// Below the fold or behind a click: chunks of their own, so the gallery and the price paint first.
const PriceInsights = preloadableLazy(() => import('./price-history/PriceInsights').then((m) => m.PriceInsights));
const OfferDialog = lazy(() => import('./offer/OfferDialog').then((m) => ({ default: m.OfferDialog })));
const ContactSellerDialog = lazy(() =>
  import('./contact/ContactSellerDialog').then((m) => ({ default: m.ContactSellerDialog })),
);
const AuctionPanel = preloadableLazy(() => import('./auction/AuctionPanel').then((m) => m.AuctionPanel));
const DeleteProductDialog = lazy(() =>
  import('./delete/DeleteProductDialog').then((m) => ({ default: m.DeleteProductDialog })),
);

// A piece that arrived rendered on the server (its row in the cache before this chunk ran) is hydrated with the code
// of the panel it rendered: the browser's first render shows the server's, not a skeleton (holdHydrationFor).
const landing = typeof window === 'undefined' ? undefined : /^\/products?\/([^/]+)\/?$/.exec(window.location.pathname);
const landed = landing ? queryClient.getQueryData(productQueryOptions(landing[1]).queryKey) : undefined;
if (landed) holdHydrationFor(landed.auction ? AuctionPanel.preload() : PriceInsights.preload());

const Description = styled.p`
  white-space: pre-line;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const PriceFallback = styled(Panel)`
  min-height: ${PRICE_PANEL_MIN_HEIGHT_PX}px;
`;

const NotFoundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * 'Este tesoro ya no está disponible' with a way back (spec §2) and the ways on, as an unknown category has them:
 * the catalogue and its categories.
 */
function ProductNotFound() {
  return (
    <Page>
      <NotFound>
        <h1>{productDetailCopy.productUnavailable}</h1>
        <p>{productDetailCopy.productUnavailableDescription}</p>
        <CategoryLinks />
        <NotFoundActions>
          <Button as={Link} to={paths.products} size="lg">
            {productDetailCopy.seeCatalog}
          </Button>
          <BackButton variant="outline" size="lg" />
        </NotFoundActions>
      </NotFound>
    </Page>
  );
}

function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <EmptyState
        title={copy.marketplace.connectionErrorTitle}
        description={copy.marketplace.connectionErrorDescription}
        action={
          <Button type="button" onClick={onRetry}>
            {copy.common.retry}
          </Button>
        }
      />
    </Page>
  );
}

/** The auction's panel for whoever is looking: the session's arrival renders this panel again, not the page. */
function ViewerAuctionPanel({ product }: { product: ProductDetail }) {
  return <AuctionPanel product={product} userId={useViewerId()} />;
}

/**
 * The dialogs the actions open, and the offer flow `?offer=true` asks for (a visitor is sent to sign in and comes
 * back to it). They depend on who is looking: this component reads the session, so its arrival renders the dialogs'
 * slot again and not the page.
 */
function DetailDialogs({
  product,
  dialog,
  onClose,
}: {
  product: ProductDetail | null | undefined;
  dialog: DetailDialog | null;
  onClose: () => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useViewerId();
  const isOwner = Boolean(userId && product && userId === product.seller_id);
  const offerRequested = searchParams.get('offer') === 'true';

  useEffect(() => {
    if (!offerRequested || userId !== null) return;
    toast({
      title: accessCopy.offerLoginTitle,
      description: accessCopy.offerLoginDescription,
      variant: 'destructive',
    });
    navigate(authPathFor({ pathname: location.pathname, search: '?offer=true' }), {
      replace: true,
      state: { from: { pathname: location.pathname, search: '?offer=true' }, origin: location.pathname },
    });
  }, [offerRequested, userId, navigate, location.pathname]);

  const offerOpen = dialog === 'offer' || (offerRequested && Boolean(userId) && !isOwner && product?.status !== 'sold');
  const close = () => {
    onClose();
    if (offerRequested) {
      const next = new URLSearchParams(searchParams);
      next.delete('offer');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <Suspense fallback={null}>
      {offerOpen ? <OfferDialog open onOpenChange={(open) => (open ? undefined : close())} product={product} /> : null}
      {product && dialog === 'contact' ? (
        <ContactSellerDialog
          open
          onOpenChange={(open) => (open ? undefined : close())}
          productId={product.id}
          productTitle={product.title}
          sellerId={product.seller_id}
        />
      ) : null}
      {product && dialog === 'delete' ? (
        <DeleteProductDialog
          open
          onOpenChange={(open) => (open ? undefined : close())}
          productId={product.id}
          productTitle={product.title}
        />
      ) : null}
    </Suspense>
  );
}

/** /product/{id} and /products/{id}: one piece, what can be done with it, and its price history. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  // Nothing here reads the session: the member's parts (actions, auction, price alert, dialogs) read it themselves,
  // so the session's arrival after hydration renders them again and not this whole page.
  const query = useProduct(id);
  const product = query.data;
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  useCountProductView(id, Boolean(product));
  useDocumentTitle(query.isPending ? undefined : (product?.title ?? null));

  useEffect(() => {
    if (query.error) reportError(query.error, { where: 'product-detail', productId: id });
  }, [query.error, id]);

  let content;
  if (query.isPending) {
    content = <ProductDetailSkeleton />;
  } else if (query.isError) {
    content = <ProductLoadError onRetry={() => void query.refetch()} />;
  } else if (!product) {
    content = <ProductNotFound />;
  } else {
    content = (
      <Page>
        <TopBar>
          <BackButton />
          <Breadcrumb title={product.title} category={product.category} />
        </TopBar>
        <MainGrid>
          <Column>
            <ProductGallery key={product.id} title={product.title} images={product.product_images} />
          </Column>
          <Column>
            {product.auction ? (
              <ProductSummary
                product={product}
                price={<AuctionPrice auctionId={product.auction.id} fallback={product.price} />}
                actions={
                  <Suspense fallback={<PriceFallback aria-busy="true" />}>
                    <ViewerAuctionPanel product={product} />
                  </Suspense>
                }
              />
            ) : (
              <ProductSummary product={product} actions={<ProductActions product={product} onOpen={setDialog} />} />
            )}
            <ShareButton title={product.title} price={product.price} />
            <SellerInfo seller={product.seller} />
            <AuthenticityBlock product={product} />
          </Column>
        </MainGrid>
        <DetailsGrid>
          <Column>
            <Panel aria-labelledby="description-title">
              <PanelTitle id="description-title">{productDetailCopy.description}</PanelTitle>
              {product.description ? (
                <Description>{product.description}</Description>
              ) : (
                <Muted>{productDetailCopy.noDescription}</Muted>
              )}
            </Panel>
            <TechnicalSheet product={product} />
          </Column>
          {/* a piece at auction has no list price to follow, offer on or wait for */}
          {product.auction ? null : (
            <Suspense fallback={<PriceFallback aria-busy="true" />}>
              <PriceInsights productId={product.id} price={product.price} sellerId={product.seller_id} />
            </Suspense>
          )}
        </DetailsGrid>
        <RecentlyViewed product={product} />
      </Page>
    );
  }

  return (
    <>
      {content}
      <DetailDialogs product={product} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
