import { copy } from '@vitrina/shared/core';
import { AdminIcon } from '../layout/navIcons';
import { SectionEmptyPage } from '../sections/SectionEmptyPage';

// What trusted members see under Panel Admin until the staff issue brings the review queues.

export function AdminPanelPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.adminPanel}
      icon={<AdminIcon />}
      emptyTitle={copy.dashboard.adminEmptyTitle}
      emptyDescription={copy.dashboard.adminEmptyDescription}
    />
  );
}

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
