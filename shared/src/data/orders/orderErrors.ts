import type { PostgrestError } from '@supabase/supabase-js';
import { copy, dbErrorKind, errorText, fillCopy, refusalCode } from '@vitrina/shared/core';

/** Why create_order refused, from its SQLSTATE (supabase/README.md "Errors the app shows"). */
export type OrderFailureKind =
  'unavailable' | 'own-piece' | 'stock' | 'signed-out' | 'address' | 'discount' | 'unknown';

export interface OrderFailure {
  kind: OrderFailureKind;
  /** the piece the database named (create_order's DETAIL and HINT) */
  productId?: string;
  title?: string;
  /** the toast's description, in Spanish */
  description: string;
}

function isPostgrestError(error: unknown): error is PostgrestError {
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** Turns create_order's refusal into what the checkout shows and which cart item it marks. */
export function describeOrderFailure(error: unknown): OrderFailure {
  if (!isPostgrestError(error)) return { kind: 'unknown', description: copy.checkout.errorDescription };
  // the welcome code's refusals carry DETAIL 'discount_code' and the database's Spanish message
  if (error.details === 'discount_code') return { kind: 'discount', description: error.message };
  // a field of the address in the wrong format (the postal code): the database's message says what to fix
  if (error.hint === 'shipping_address') return { kind: 'address', description: error.message };
  const productId = error.hint || undefined;
  const title = error.details || undefined;
  switch (dbErrorKind(error)) {
    case 'foreignKeyViolation':
      return {
        kind: 'unavailable',
        productId,
        title,
        description: title ? fillCopy(copy.checkout.pieceUnavailable, { title }) : copy.checkout.somePieceUnavailable,
      };
    case 'checkViolation':
      return {
        kind: 'stock',
        productId,
        title,
        description: fillCopy(copy.checkout.pieceStock, { title: title ?? '', message: error.message }),
      };
    case 'insufficientPrivilege':
      return productId
        ? { kind: 'own-piece', productId, title, description: fillCopy(copy.checkout.ownPiece, { title: title ?? '' }) }
        : { kind: 'signed-out', description: copy.checkout.signedOut };
    case 'invalidParameter':
      return { kind: 'address', description: copy.checkout.incompleteOrder };
    default:
      // another refusal of Vitrina's class (a piece at auction, VT512) says in its own words what is wrong
      return refusalCode(error)
        ? { kind: 'unknown', productId, title, description: errorText(error) }
        : { kind: 'unknown', description: copy.checkout.errorDescription };
  }
}
