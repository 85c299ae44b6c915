import { copy, isNetworkError, type NewsletterSubscriberRow } from '@vitrina/shared/core';
import type { EdgeFunctionAnswer } from '@vitrina/shared/supabase';
import { NewsletterFailure, newsletterDbFailure } from './newsletterErrors';
import { newsletterCopy } from './copy';

export interface NewsletterInput {
  email: string;
  name?: string;
  wants_to_sell?: boolean;
}

type NewsletterInsert = Pick<NewsletterSubscriberRow, 'email' | 'name' | 'wants_to_sell'>;

function toRow({ email, name, wants_to_sell }: NewsletterInput): NewsletterInsert {
  const trimmedName = name?.trim() ?? '';
  return {
    email: email.trim().toLowerCase(),
    name: trimmedName === '' ? null : trimmedName,
    wants_to_sell: wants_to_sell === true,
  };
}

type Supabase = typeof import('@vitrina/shared/supabase');

// Loaded on submit: the form is on the visitor's first page and supabase-js is not needed to show it.
const loadSupabase = (): Promise<Supabase> => import('@vitrina/shared/supabase');

/**
 * Spec §7 fallback: the same JSON posted again to the newsletter_subscribers REST endpoint asking for the row back
 * (an array, not `.single()`); a refusal throws with the HTTP status and PostgREST's body.
 */
async function insertThroughRest({ supabase }: Supabase, row: NewsletterInsert): Promise<NewsletterSubscriberRow> {
  const { data, error, status } = await supabase.from('newsletter_subscribers').insert(row).select();
  if (error) {
    if (isNetworkError(error))
      throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
    throw new NewsletterFailure('registerFailed', `${status} ${JSON.stringify(error)}`, error);
  }
  return data[0];
}

async function insertSubscriber(row: NewsletterInsert): Promise<NewsletterSubscriberRow> {
  const loaded = await loadSupabase();
  const { data, error } = await loaded.supabase.from('newsletter_subscribers').insert(row).select().single();
  if (!error) return data;
  if (isNetworkError(error)) throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
  const kind = newsletterDbFailure(error);
  if (kind) throw new NewsletterFailure(kind, error.message, error);
  return insertThroughRest(loaded, row);
}

/**
 * The newsletter sign-up of spec §7: insert the subscriber (REST fallback for unlisted database codes),
 * send the welcome e-mail (a non-OK answer fails the subscription), then tell the notification function
 * about the new row (its failure is ignored).
 */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSubscriberRow> {
  const row = await insertSubscriber(toRow(input));

  const { callEdgeFunction, callEdgeFunctionIgnoringFailure } = await loadSupabase();
  let welcome: EdgeFunctionAnswer;
  try {
    welcome = await callEdgeFunction('welcome-email', { email: row.email });
  } catch (error) {
    throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
  }
  if (!welcome.ok) throw new NewsletterFailure('welcomeEmail', newsletterCopy.welcomeEmailError);

  await callEdgeFunctionIgnoringFailure('trigger-notification', { ...row });
  return row;
}
