import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AVATARS_BUCKET, copy, dbErrorKind, type ProfileRow, refusalCode, UserError } from '@vitrina/shared/core';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { readOne } from '../read';
import { RestReadError } from '../restRead';
import { supabaseClient } from '../supabaseClient';
import { orderKeys } from '../orders/orderKeys';

/** The member's own profile row (spec §3 profiles); others read `public_profiles`. */
export type OwnProfile = ProfileRow;

/** The three fields the profile form edits (spec §2 Settings / profile). */
export interface ProfileChanges {
  username?: string | null;
  display_name?: string | null;
  phone_number?: string | null;
}

export const profileKeys = {
  all: queryRoots.profiles,
  own: (userId: string) => [...queryRoots.profiles, userId] as const,
};

export async function fetchOwnProfile(userId: string): Promise<OwnProfile> {
  const data = await readOne<OwnProfile>(
    { path: 'profiles', params: { select: '*', id: `eq.${userId}` } },
    { as: 'member' },
  );
  // every member has a profile row (a trigger makes it with the account): none means it is not readable
  if (!data) throw new RestReadError(406, { code: 'PGRST116', message: 'No se encontró el perfil' });
  return data;
}

export function ownProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.own(userId), queryFn: () => fetchOwnProfile(userId) });
}

/** The signed-in member's profile; idle while there is no user. */
export function useOwnProfile() {
  const user = useUser();
  return useQuery({ ...ownProfileQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}

/** What a member may write on their row: the form's fields and the avatar's URL (the database refuses the rest). */
export type ProfileUpdate = ProfileChanges & { avatar_url?: string | null };

/** The field a refused profile save belongs to, with its Spanish message. */
export class ProfileFieldError extends UserError {
  constructor(
    readonly field: 'username' | 'phone_number',
    message: string,
  ) {
    super(message);
    this.name = 'ProfileFieldError';
  }
}

/**
 * The one reading of a refused profile write (onboarding and settings): a username already taken (23505), a
 * username the database refuses (a refusal code, `details` 'username': its own Spanish reason) and a phone it refuses
 * (23514, `details` 'phone_number' or the check's name) become the field's words; anything else comes back as it was.
 */
export function profileSaveError<E extends { code?: string; message?: string; details?: string | null }>(
  error: E,
): E | ProfileFieldError {
  const kind = dbErrorKind(error);
  if (kind === 'uniqueViolation') return new ProfileFieldError('username', copy.profile.usernameTaken);
  if (kind === 'checkViolation' && (error.details === 'username' || /username/i.test(error.message ?? ''))) {
    const message = error.message ?? '';
    return new ProfileFieldError('username', refusalCode(error) && message ? message : copy.profile.usernameFormat);
  }
  if (kind === 'checkViolation' && (error.details === 'phone_number' || /phone/i.test(error.message ?? ''))) {
    return new ProfileFieldError('phone_number', copy.profile.phoneInvalidOnSave);
  }
  return error;
}

export async function updateProfile(userId: string, changes: ProfileUpdate): Promise<OwnProfile> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.from('profiles').update(changes).eq('id', userId).select('*').single();
  if (error) throw profileSaveError(error);
  return data as OwnProfile;
}

/** The three fields as a member types them (the onboarding's and the settings' forms). */
export interface ProfileFormValues {
  username: string;
  display_name: string;
  phone_number: string;
}

/** The fields as the profile stores them: trimmed, the username lowercase, the phone without spaces (null when empty). */
export interface ProfileFields {
  username: string;
  display_name: string;
  phone_number: string | null;
}

export function profileFields(values: ProfileFormValues): ProfileFields {
  const phone = values.phone_number.replace(/\s/g, '');
  return {
    username: values.username.trim().toLowerCase(),
    display_name: values.display_name.trim(),
    phone_number: phone === '' ? null : phone,
  };
}

/**
 * Completes the onboarding on the profile (onboarding_completed = true). The sign-up trigger creates the row; a
 * member from before it gets the row inserted.
 */
export async function completeOnboardingProfile(userId: string, values: ProfileFormValues): Promise<void> {
  const supabase = await supabaseClient();
  const row = { ...profileFields(values), onboarding_completed: true };
  const { data, error } = await supabase.from('profiles').update(row).eq('id', userId).select('id');
  if (error) throw profileSaveError(error);
  if (data && data.length > 0) return;
  const { error: insertError } = await supabase.from('profiles').insert({ id: userId, ...row });
  if (insertError) throw profileSaveError(insertError);
}

/**
 * After the member changed their row: the row itself (every reader of `profileKeys.own`), their public profile
 * (name and picture), the pieces that show them as seller (each piece's page, the cards) and the checkout's
 * pre-filled name.
 */
async function profileChanged(queryClient: QueryClient, profile: OwnProfile): Promise<void> {
  queryClient.setQueryData(profileKeys.own(profile.id), profile);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.own(profile.id) }),
    queryClient.invalidateQueries({ queryKey: queryRoots.publicProfiles }),
    queryClient.invalidateQueries({ queryKey: queryRoots.products }),
    queryClient.invalidateQueries({ queryKey: orderKeys.checkoutContact(profile.id) }),
  ]);
}

export function useUpdateProfile() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => {
      if (!user) throw new UserError(copy.marketplace.userNotAuthenticated);
      return updateProfile(user.id, changes);
    },
    onSuccess: (profile) => profileChanged(queryClient, profile),
  });
}

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** `avatar.{ext}`: the extension of the file's name, else of its type. */
export function avatarPath(userId: string, file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const ext = fromName ?? MIME_EXTENSIONS[file.type] ?? 'jpg';
  return `${userId}/avatar.${ext}`;
}

/**
 * Uploads the picture to `avatars/{user id}/avatar.{ext}` (overwriting the last one) and stores its public URL on
 * the profile. The URL carries the upload time: the object keeps its name, and without a new URL browsers and
 * CDNs would keep showing the cached old picture.
 */
export async function uploadAvatar(userId: string, file: File, now: () => number = Date.now): Promise<OwnProfile> {
  const supabase = await supabaseClient();
  const path = avatarPath(userId, file);
  const { error: uploadError } = await supabase.storage
    .from(AVATARS_BUCKET)
    .upload(path, file, { upsert: true, contentType: file.type || undefined });
  if (uploadError) throw uploadError;
  const { data } = supabase.storage.from(AVATARS_BUCKET).getPublicUrl(path);
  return updateProfile(userId, { avatar_url: `${data.publicUrl}?v=${now()}` });
}

export function useUploadAvatar() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (!user) throw new UserError(copy.marketplace.userNotAuthenticated);
      return uploadAvatar(user.id, file);
    },
    onSuccess: (profile) => profileChanged(queryClient, profile),
  });
}
