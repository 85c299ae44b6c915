import { copy, fillCopy } from '@vitrina/shared/core';
import { useOwnProfile } from '@vitrina/shared/data';
import { PageHeader } from '../layout/PageHeader';

export function OverviewPage() {
  const { data: profile } = useOwnProfile();
  const name = profile?.display_name || profile?.username || copy.common.defaultUserName;
  return <PageHeader title={fillCopy(copy.dashboard.greeting, { name })} description={copy.dashboard.overviewDescription} />;
}
