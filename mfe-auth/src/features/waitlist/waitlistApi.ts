import { WAITLIST_TYPE, dbErrorKind, type WaitlistRow } from '@vitrina/shared/core';
import { waitlistCopy } from './copy';

export interface WaitlistInput {
  full_name: string;
  email: string;
  phone: string;
}

/** A unique violation (23505) on the waitlist: the address already holds a place (spec §8). */
export class WaitlistDuplicateError extends Error {
  constructor(readonly cause: unknown) {
    super(waitlistCopy.duplicateTitle);
    this.name = 'WaitlistDuplicateError';
  }
}

/**
 * Spec §7: insert {email, phone, full_name, type} and read the row back, then the waitlist variant of the
 * welcome e-mail, whose failure is ignored (success is shown anyway). Other insert errors are rethrown.
 */
export async function joinWaitlist({ full_name, email, phone }: WaitlistInput): Promise<WaitlistRow> {
  const row = {
    email: email.trim().toLowerCase(),
    phone: phone.trim(),
    full_name: full_name.trim(),
    type: WAITLIST_TYPE,
  } as const;
  // Loaded on submit: the form is on the visitor's first page and supabase-js is not needed to show it.
  const { supabase, callEdgeFunctionIgnoringFailure } = await import('@vitrina/shared/supabase');
  const { data, error } = await supabase.from('waitlist').insert(row).select().single();
  if (error) {
    if (dbErrorKind(error) === 'uniqueViolation') throw new WaitlistDuplicateError(error);
    throw error;
  }
  await callEdgeFunctionIgnoringFailure('welcome-email', {
    email: row.email,
    full_name: row.full_name,
    type: WAITLIST_TYPE,
  });
  return data;
}
