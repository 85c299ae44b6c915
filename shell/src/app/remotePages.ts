import { remotePage } from '../federation/RemoteComponent';

/** Pages served by the remotes, one lazily loaded component per route key of the frontend contract. */
export const AuthPage = remotePage('mfe_auth', 'AuthPage');
export const OnboardingPage = remotePage('mfe_auth', 'OnboardingPage');
export const PasswordRecoveryPage = remotePage('mfe_auth', 'PasswordRecoveryPage');

export const ProductsPage = remotePage('mfe_catalog', 'ProductsPage');
export const ProductDetailPage = remotePage('mfe_catalog', 'ProductDetailPage');
export const CategoryPage = remotePage('mfe_catalog', 'CategoryPage');
export const SubcategoryPage = remotePage('mfe_catalog', 'SubcategoryPage');
export const SellerPage = remotePage('mfe_catalog', 'SellerPage');
export const AuctionsPage = remotePage('mfe_catalog', 'AuctionsPage');

export const CartPage = remotePage('mfe_checkout', 'CartPage');
export const CheckoutPage = remotePage('mfe_checkout', 'CheckoutPage');

export const SellPage = remotePage('mfe_sell', 'SellPage');

export const DashboardPage = remotePage('mfe_dashboard', 'DashboardPage');
export const VerificationRequestPage = remotePage('mfe_dashboard', 'VerificationRequestPage');
