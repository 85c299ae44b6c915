import { useDocumentTitle } from '@vitrina/shared/core';
import { HeroSection } from './HeroSection';
import { CategoryExplorer } from './CategoryExplorer';
import { SellerBanner } from './SellerBanner';
import { NewsletterSection } from './NewsletterSection';
import { SellerInvitation } from './SellerInvitation';
import { FractionalTeaser } from './FractionalTeaser';

/** Home for signed-in users, and for everyone once the site is launched: every section of spec §1 in order. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <CategoryExplorer />
      <SellerBanner />
      <NewsletterSection />
      <SellerInvitation />
      <FractionalTeaser />
    </>
  );
}
