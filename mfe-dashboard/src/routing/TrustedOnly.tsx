import type { ReactNode } from 'react';
import { useOwnProfile } from '@vitrina/shared/data';
import { NotFoundPage } from '@vitrina/shared/ui';

/** Staff pages (spec §6: verification level trusted); everyone else gets the 404, as for a path that does not exist. */
export function TrustedOnly({ children }: { children: ReactNode }) {
  const { data: profile } = useOwnProfile();
  if (profile?.verification_level !== 'trusted') return <NotFoundPage layout="section" />;
  return <>{children}</>;
}
