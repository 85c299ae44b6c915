// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { lazy, useEffect } from 'react';
import { holdHydrationFor, preloadableLazy } from '@vitrina/shared/core';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@vitrina/shared/data';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

// The product page is a chunk of its own: the listing does not bring its dialogs, forms and chart.
const loadProductDetailPage = () =>
  import(/* webpackChunkName: "product-detail" */ '../features/product-detail/ProductDetailPage');
const LazyProductDetailPage = preloadableLazy(() => loadProductDetailPage().then((m) => m.ProductDetailPage));

// The seller page is a chunk of its own too: the listing does not bring its reviews.
const loadSellerPage = () => import(/* webpackChunkName: "seller-page" */ '../features/seller/SellerPage');
const LazySellerPage = preloadableLazy(() => loadSellerPage().then((m) => m.SellerPage));

// The listing, a category's and a subcategory's pages share one chunk of their own: a piece or a seller opened
// from a link does not bring the filters, the search box and the category parts.
const loadProductsPage = () => import(/* webpackChunkName: "listing" */ '../features/products-listing/ProductsPage');
const loadCategoryPage = () => import(/* webpackChunkName: "listing" */ '../features/category-page/CategoryPage');
const loadSubcategoryPage = () => import(/* webpackChunkName: "listing" */ '../features/category-page/SubcategoryPage');
const LazyProductsPage = preloadableLazy(() => loadProductsPage().then((m) => m.ProductsPage));
const LazyCategoryPage = preloadableLazy(() => loadCategoryPage().then((m) => m.CategoryPage));
const LazySubcategoryPage = preloadableLazy(() => loadSubcategoryPage().then((m) => m.SubcategoryPage));

// A piece, a seller or a listing opened from a link: its page's chunk leaves as this module runs, beside the shell's
// first render of the route, instead of after it (one round trip less before the piece's photo, the page's LCP). A
// page rendered on the server is hydrated once that chunk is here (holdHydrationFor), so its markup hydrates whole.
const landing = typeof window === 'undefined' ? '' : window.location.pathname;
if (/^\/products?\/[^/]+\/?$/.test(landing)) holdHydrationFor(LazyProductDetailPage.preload());
else if (/^\/category\/[^/]+\/[^/]+\/?$/.test(landing)) holdHydrationFor(LazySubcategoryPage.preload());
else if (/^\/categor(y|ies)\//.test(landing)) holdHydrationFor(LazyCategoryPage.preload());
else if (/^\/products\/?$/.test(landing)) holdHydrationFor(LazyProductsPage.preload());
if (/^\/sellers\/[^/]+\/?$/.test(landing)) holdHydrationFor(LazySellerPage.preload());

// The auctions page is a chunk of its own as well.
const LazyAuctionsPage = lazy(() =>
  import(/* webpackChunkName: "auctions-page" */ '../features/auctions/AuctionsPage').then((m) => ({
    default: m.AuctionsPage,
  })),
);

export function ProductsPage() {
  return <LazyProductsPage />;
}

export function CategoryPage() {
  return <LazyCategoryPage />;
}

export function SubcategoryPage() {
  return <LazySubcategoryPage />;
}

export function AuctionsPage() {
  return <LazyAuctionsPage />;
}

export function SellerPage() {
  return <LazySellerPage />;
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // Read the piece while the page's chunk downloads instead of after it: the photo and title paint sooner (LCP).
  useEffect(() => {
    void queryClient.prefetchQuery(productQueryOptions(id));
  }, [queryClient, id]);
  return <LazyProductDetailPage />;
}

const routes = {
  ProductsPage,
  ProductDetailPage,
  CategoryPage,
  SubcategoryPage,
  SellerPage,
  AuctionsPage,
} satisfies RemoteRoutes<'mfe_catalog'>;

export default routes;
