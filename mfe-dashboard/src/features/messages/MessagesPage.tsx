import { copy } from '@vitrina/shared/core';
import { MessagesIcon } from '../layout/navIcons';
import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export function MessagesPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.messages}
      icon={<MessagesIcon />}
      emptyTitle={copy.dashboard.emptyMessagesTitle}
      emptyDescription={copy.dashboard.emptyMessagesDescription}
      action={{ to: '/products', label: copy.dashboard.exploreProducts }}
    />
  );
}
