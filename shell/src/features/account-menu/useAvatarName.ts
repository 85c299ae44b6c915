import { skipToken, useQuery } from '@tanstack/react-query';
import type { User } from '@vitrina/shared/contract';
import { profileKeys } from '@vitrina/shared/data';

type NamedProfile = { display_name?: string | null; username?: string | null } | undefined;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The name the member's avatar draws its initials from, the same one the dashboard shows: the profile's display
 * name or username when a page has read the profile (this reads only what is cached, so the bar adds no request),
 * else the name given at sign-up, else the e-mail's name part.
 */
export function useAvatarName(user: User): string {
  // the own profile's read, observed, never fetched from here
  const profile = useQuery<NamedProfile>({ queryKey: profileKeys.own(user.id), queryFn: skipToken }).data;
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  return (
    text(profile?.display_name) ??
    text(profile?.username) ??
    text(metadata.display_name) ??
    text(metadata.full_name) ??
    (user.email ?? '').split('@')[0] ??
    ''
  );
}
