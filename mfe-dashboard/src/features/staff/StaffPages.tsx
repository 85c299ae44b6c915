import { copy } from '@vitrina/shared/core';
import { AdminIcon } from '../layout/navIcons';
import { SectionEmptyPage } from '../sections/SectionEmptyPage';

// What trusted members see under Verificación until the verification review of issue 14 lands.

export function VerificationReviewPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.verificationReview}
      icon={<AdminIcon />}
      emptyTitle={copy.dashboard.adminEmptyTitle}
      emptyDescription={copy.dashboard.adminEmptyDescription}
    />
  );
}
