import { LegalPage } from './LegalPage';
import { termsOfService } from './legalContent';

export function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
