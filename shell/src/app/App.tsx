import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { initSession, usePageViews, useUser } from '@vitrina/shared';
import { Layout } from './Layout';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { subcategoryRoutePaths } from './subcategoryRoutes';
import {
  AuthPage,
  CartPage,
  CategoryPage,
  CheckoutPage,
  DashboardPage,
  OnboardingPage,
  PasswordRecoveryPage,
  ProductDetailPage,
  ProductsPage,
  SellPage,
  SubcategoryPage,
  VerificationRequestPage,
} from './remotePages';
import { HomePage } from '../features/home/HomePage';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PrivacyPage } from '../features/footer-pages/PrivacyPage';
import { TermsPage } from '../features/footer-pages/TermsPage';
import { ContactPage } from '../features/footer-pages/ContactPage';

/** Index: signed-out visitors see the coming-soon page (pre-launch), signed-in users the home page. */
function IndexRoute() {
  const user = useUser();
  if (user === undefined) return <LoadingScreen />;
  return user ? <HomePage /> : <ComingSoonPage />;
}

/** Any other path: coming-soon for visitors, the English 404 for signed-in users. */
function UnknownRoute() {
  const user = useUser();
  if (user === undefined) return <LoadingScreen />;
  return user ? <NotFoundPage /> : <ComingSoonPage />;
}

/** The shell's route table and access rules (spec §2). */
export function App() {
  useEffect(() => {
    void initSession();
  }, []);
  usePageViews();

  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<IndexRoute />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="auth/restablecer" element={<PasswordRecoveryPage />} />
        <Route path="onboarding" element={<OnboardingPage />} />

        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="product/:id" element={<ProductDetailPage />} />
        <Route path="categories/:id" element={<CategoryPage />} />
        <Route path="category/:id" element={<CategoryPage />} />
        <Route path="category/:id/:sub" element={<SubcategoryPage />} />
        {subcategoryRoutePaths.map((path) => (
          <Route key={path} path={path} element={<SubcategoryPage />} />
        ))}

        <Route path="cart" element={<CartPage />} />

        <Route element={<RequireAuth />}>
          <Route path="sell" element={<SellPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="verification-request" element={<VerificationRequestPage />} />
          {/* The dashboard remote routes its own sub-paths, including both product-edit aliases. */}
          <Route path="dashboard/*" element={<DashboardPage />} />
        </Route>

        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="contact" element={<ContactPage />} />

        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}

export default App;
