import * as yup from 'yup';
import { fillCopy, formatPrice } from '@vitrina/shared/core';
import { orderCopy } from '../orders/copy';
import { protectionCopy } from './copy';
import { MAX_CLAIM_PHOTO_BYTES, MAX_CLAIM_PHOTOS, type ClaimReason } from './protectionApi';

// "Abrir reclamo"'s rules, mirroring open_claim and the claim-photos bucket: a reason of the list, a description
// of 10 to 2000 characters, up to six JPG, PNG or WebP photos under 5 MB each.

export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CLAIM_REASONS: readonly ClaimReason[] = ['not_arrived', 'not_as_described', 'damaged', 'not_authentic'];
export const CLAIM_DESCRIPTION_MAX = 2000;

export const openClaimSchema = yup.object({
  reason: yup
    .mixed<ClaimReason | ''>()
    .test('listed', protectionCopy.reasonRequired, (value) => CLAIM_REASONS.includes(value as ClaimReason)),
  description: yup
    .string()
    .trim()
    .required(protectionCopy.descriptionInvalid)
    .min(10, protectionCopy.descriptionInvalid)
    .max(CLAIM_DESCRIPTION_MAX, protectionCopy.descriptionInvalid),
  photos: yup
    .array<File>()
    .required()
    // one message for the list, the first rule it breaks
    .test('photos', '', function photos(files) {
      const message =
        files.length > MAX_CLAIM_PHOTOS
          ? protectionCopy.tooManyPhotos
          : files.some((file) => !(CLAIM_PHOTO_TYPES as readonly string[]).includes(file.type))
            ? protectionCopy.photoType
            : files.some((file) => file.size > MAX_CLAIM_PHOTO_BYTES)
              ? protectionCopy.photoTooLarge
              : null;
      return message ? this.createError({ message }) : true;
    }),
});

export interface OpenClaimValues {
  reason: ClaimReason | '';
  description: string;
  photos: File[];
}

/** What the seller's answer or the buyer's return needs, by the dialog it is typed in. */
export type ClaimStep = 'refund' | 'return' | 'dispute' | 'shipReturn' | 'confirmReturn' | 'withdraw';

export interface ClaimStepValues {
  message: string;
  carrier: string;
  tracking: string;
}

/**
 * The rules of a claim's next step, mirroring answer_claim and ship_claim_return: a dispute explains itself in at
 * least 10 characters; a return names its carrier and guía; a refund's or return's message is optional.
 */
export function claimStepSchema(step: ClaimStep) {
  if (step === 'dispute') {
    return yup.object({
      message: yup.string().trim().required(protectionCopy.disputeInvalid).min(10, protectionCopy.disputeInvalid),
    });
  }
  if (step === 'shipReturn') {
    return yup.object({
      carrier: yup.string().required(orderCopy.carrierRequired),
      tracking: yup.string().trim().required(orderCopy.trackingInvalid).min(4, orderCopy.trackingInvalid),
    });
  }
  return yup.object({});
}

export type ClaimDecision = 'refund_full' | 'refund_partial' | 'seller';

export interface ClaimDecisionValues {
  amount: string;
  reason: string;
}

/** A typed amount in pesos ('1,5' is 1.5); NaN when it is not one. */
export function parseDecisionAmount(text: string): number {
  return text.trim() ? Number(text.replace(',', '.')) : Number.NaN;
}

/**
 * The staff's decision, mirroring decide_claim: a reason of 10 to 1000 characters (the parties read it) and, for a
 * partial refund, an amount above zero and below what is held.
 */
export function claimDecisionSchema(decision: ClaimDecision, held: number) {
  const amountInvalid = fillCopy(protectionCopy.amountInvalid, { amount: formatPrice(held) });
  return yup.object({
    amount:
      decision === 'refund_partial'
        ? yup.string().test('partial', amountInvalid, (text) => {
            const value = parseDecisionAmount(text ?? '');
            return Number.isFinite(value) && value > 0 && value < held;
          })
        : yup.string(),
    reason: yup
      .string()
      .trim()
      .required(protectionCopy.decisionReasonInvalid)
      .min(10, protectionCopy.decisionReasonInvalid)
      .max(1000, protectionCopy.decisionReasonInvalid),
  });
}
