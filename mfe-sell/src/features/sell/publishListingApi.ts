import { copy, dbErrorKind, errorText, requiresIdentityVerification, paths } from '@vitrina/shared/core';
import { readOne, removeListingPhotos, supabaseClient, uploadListingPhotos } from '@vitrina/shared/data';
import { reportError } from '@vitrina/shared/kernel';
import type { ListingDetails, ListingPhoto, PhotoUploadState } from '@vitrina/shared/contract';
import { sellCopy } from './copy';

/** The profile fields the selling rules read (spec §6): a phone number, and identity from 5,000 MXN. */
export interface SellerEligibility {
  phone_number: string | null;
  identity_verified: boolean;
}

export type PublishFailureKind = 'profile-check' | 'phone-required' | 'identity-required' | 'failed';

/**
 * A publish that did not go through, with the toast the spec gives it (§8) and, for the selling rules, where the
 * user fixes it (/dashboard/profile).
 */
export class PublishListingError extends Error {
  constructor(
    readonly kind: PublishFailureKind,
    readonly title: string,
    readonly description: string,
    readonly redirectTo?: string,
  ) {
    super(description);
    this.name = 'PublishListingError';
  }
}

const PROFILE_PATH = paths.profile;

export function phoneRequiredError() {
  return new PublishListingError(
    'phone-required',
    sellCopy.phoneRequiredTitle,
    sellCopy.phoneRequiredDescription,
    PROFILE_PATH,
  );
}

export function identityRequiredError() {
  return new PublishListingError(
    'identity-required',
    sellCopy.verificationRequiredTitle,
    sellCopy.verificationRequiredDescription,
    PROFILE_PATH,
  );
}

/**
 * The database's refusal in the spec's words: VT001/VT002 (guard_product) carry the toast title in `details`,
 * the description in `message` and the redirect in `hint`; anything else is 'Error al publicar' with its reason.
 */
export function publishErrorFrom(error: unknown): PublishListingError {
  if (error instanceof PublishListingError) return error;
  const kind = dbErrorKind(error);
  if (kind === 'phoneRequired') return phoneRequiredError();
  if (kind === 'identityRequired') return identityRequiredError();
  return new PublishListingError(
    'failed',
    sellCopy.publishError,
    errorText(error, { fallback: sellCopy.unexpectedError }),
  );
}

/** Reads the seller's phone and identity verification; a failed read is 'No pudimos verificar tu perfil'. */
export async function fetchSellerEligibility(userId: string): Promise<SellerEligibility> {
  let data: { phone_number: string | null; identity_verified: boolean | null } | null = null;
  let error: unknown = null;
  try {
    data = await readOne(
      { path: 'profiles', params: { select: 'phone_number, identity_verified', id: `eq.${userId}` } },
      { as: 'member' },
    );
  } catch (caught) {
    error = caught;
  }
  if (error || !data) {
    throw new PublishListingError(
      'profile-check',
      sellCopy.profileCheckFailed,
      errorText(error, { fallback: copy.auth.genericRetry }),
    );
  }
  return { phone_number: data.phone_number, identity_verified: Boolean(data.identity_verified) };
}

/** The selling rules as the UI mirrors them before any upload (the database checks them again on insert). */
export function eligibilityError(profile: SellerEligibility, price: number): PublishListingError | null {
  if (!profile.phone_number || !profile.phone_number.trim()) return phoneRequiredError();
  if (requiresIdentityVerification(price) && !profile.identity_verified) return identityRequiredError();
  return null;
}

export interface PublishListingInput {
  userId: string;
  details: ListingDetails;
  photos: readonly ListingPhoto[];
  /** per photo (index in `photos`) while its file uploads; hosted photos report 'uploaded' at once */
  onPhotoState?: (index: number, state: PhotoUploadState) => void;
}

/**
 * Publishes a listing (spec §4 sell flow, §7 calls): profile check → photos to the `products` bucket under the
 * user's folder (hosted ones reused) → the product (the database makes it pending) → its product_images in order.
 * On any failure the photos uploaded by this attempt are removed and a listing left without its photos is
 * withdrawn (status deleted: owners cannot hard-delete), then a PublishListingError is thrown.
 */
export async function publishListing({
  userId,
  details,
  photos,
  onPhotoState,
}: PublishListingInput): Promise<{ id: string }> {
  const supabase = await supabaseClient();
  const rule = eligibilityError(await fetchSellerEligibility(userId), details.price);
  if (rule) throw rule;

  const uploadedPaths: string[] = [];
  let productId: string | undefined;
  try {
    const uploaded = await uploadListingPhotos(userId, photos, uploadedPaths, onPhotoState);

    const { data: product, error: productError } = await supabase
      .from('products')
      .insert({ ...details, seller_id: userId, status: 'pending' })
      .select('id')
      .single();
    if (productError) throw productError;
    productId = product.id;

    const { error: imagesError } = await supabase.from('product_images').insert(
      uploaded.map(({ url, thumbUrl }, order) => ({
        product_id: product.id,
        image_url: url,
        thumb_url: thumbUrl,
        order,
      })),
    );
    if (imagesError) throw imagesError;
    return { id: product.id };
  } catch (error) {
    await cleanUpFailedPublish(productId, uploadedPaths);
    throw publishErrorFrom(error);
  }
}

/**
 * The user sees the publish error either way; a failure while cleaning up goes to the error-reporting service
 * instead of replacing that message.
 */
async function cleanUpFailedPublish(productId: string | undefined, uploadedPaths: string[]) {
  const supabase = await supabaseClient();
  if (productId) {
    const { error } = await supabase.from('products').update({ status: 'deleted' }).eq('id', productId);
    if (error) reportError(error, { during: 'withdraw listing after failed publish', productId });
  }
  try {
    await removeListingPhotos(uploadedPaths);
  } catch (error) {
    reportError(error, { during: 'remove photos of failed publish', paths: uploadedPaths });
  }
}
