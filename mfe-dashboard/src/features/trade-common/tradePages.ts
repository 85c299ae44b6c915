// Every trade page in one lazy chunk: they share their dialogs, lists and order helpers, which webpack would
// otherwise copy into each page's chunk (modules under splitChunks' minSize are not split out), and the remote's
// own JS has a 60 KB gzip budget.
export { OffersPage } from '../offers/OffersPage';
export { OrdersPage } from '../orders/OrdersPage';
export { OrderDetailPage } from '../orders/OrderDetailPage';
export { TransactionsPage } from '../orders/TransactionsPage';
export { ShippingPage } from '../shipping/ShippingPage';
export { CollectionPage } from '../collection/CollectionPage';
export { OwnerProductPage } from '../collection/OwnerProductPage';
export { EditProductPage } from '../collection/EditProductPage';
