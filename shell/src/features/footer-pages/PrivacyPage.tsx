import { LegalPage } from './LegalPage';
import { privacyNotice } from './legalContent';

export function PrivacyPage() {
  return <LegalPage document={privacyNotice} />;
}
