// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { ProductCard } from '../features/product-card/ProductCard';
// Federation expose './ProductCard': the catalogue's product card, for other remotes (the dashboard's wishlist)
// to render the same card. It needs the shell's providers above it (router, theme, React Query).
export { ProductCard, type ProductCardProps, type ProductCardProduct } from '../features/product-card/ProductCard';
// The default export is the contract's component (RemoteExposes in the kernel, loaded with loadExposed).
export default ProductCard satisfies ExposedComponent<'mfe_catalog', 'ProductCard'>;
