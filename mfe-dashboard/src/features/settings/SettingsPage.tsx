import styled from 'styled-components';
import { useOwnProfile } from '@vitrina/shared/data';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { AvatarCard } from './AvatarCard';
import { PriceAlertsCard } from './PriceAlertsCard';
import { ProfileForm } from './ProfileForm';
import { dashboardCopy } from '../layout/copy';
import { settingsCopy } from './copy';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 760px;
`;

/** The layout loads the profile; its error and loading states are the layout's. */
function ProfileSections({ withAlerts }: { withAlerts: boolean }) {
  const { data: profile } = useOwnProfile();
  if (!profile) return <PageSkeleton />;
  return (
    <Stack>
      <AvatarCard profile={profile} title={settingsCopy.profilePhotoTitle} />
      <ProfileForm key={profile.id} profile={profile} />
      {withAlerts ? <PriceAlertsCard /> : null}
    </Stack>
  );
}

/** Configuración (spec §2): the photo, the profile form and the member's price alerts. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title={dashboardCopy.settings} />
      <ProfileSections withAlerts />
    </>
  );
}

/** /dashboard/profile: the photo and the three profile fields (also where selling sends a member without phone). */
export function ProfilePage() {
  return (
    <>
      <PageHeader title={settingsCopy.profile} />
      <ProfileSections withAlerts={false} />
    </>
  );
}
