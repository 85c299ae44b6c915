import { copy } from '@vitrina/shared/core';
import { PageHeader } from '../layout/PageHeader';

export function SettingsPage() {
  return <PageHeader title={copy.dashboard.settings} />;
}

export function ProfilePage() {
  return <PageHeader title={copy.dashboard.profile} />;
}
