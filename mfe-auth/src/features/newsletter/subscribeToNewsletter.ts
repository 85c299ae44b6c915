import { copy, getRuntimeConfig, type NewsletterSubscriberRow } from '@vitrina/shared/core';
import { callEdgeFunction, callEdgeFunctionIgnoringFailure } from '../backend/callEdgeFunction';
import { isNetworkError } from '../backend/networkError';
import { NEWSLETTER_DB_CODES, NewsletterFailure } from './newsletterErrors';

export interface NewsletterInput {
  email: string;
  name?: string;
  wants_to_sell?: boolean;
}

type NewsletterInsert = Pick<NewsletterSubscriberRow, 'email' | 'name' | 'wants_to_sell'>;

function toRow({ email, name, wants_to_sell }: NewsletterInput): NewsletterInsert {
  const trimmedName = name?.trim() ?? '';
  return { email: email.trim().toLowerCase(), name: trimmedName === '' ? null : trimmedName, wants_to_sell: wants_to_sell === true };
}

/** Spec §7 fallback: the same JSON straight to the REST endpoint, asking for the row back. */
async function insertThroughRest(row: NewsletterInsert): Promise<NewsletterSubscriberRow> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(row),
    });
  } catch (error) {
    throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new NewsletterFailure('registerFailed', `${response.status} ${text}`.trim());
  }
  const parsed = JSON.parse(text) as NewsletterSubscriberRow | NewsletterSubscriberRow[];
  return Array.isArray(parsed) ? parsed[0] : parsed;
}

async function insertSubscriber(row: NewsletterInsert): Promise<NewsletterSubscriberRow> {
  // Loaded on submit: the form is on the visitor's first page and supabase-js is not needed to show it.
  const { supabase } = await import('@vitrina/shared/supabase');
  const { data, error } = await supabase.from('newsletter_subscribers').insert(row).select().single();
  if (!error) return data;
  if (isNetworkError(error)) throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
  const kind = NEWSLETTER_DB_CODES[error.code];
  if (kind) throw new NewsletterFailure(kind, error.message, error);
  return insertThroughRest(row);
}

/**
 * The newsletter sign-up of spec §7: insert the subscriber (REST fallback for unlisted database codes),
 * send the welcome e-mail (a non-OK answer fails the subscription), then tell the notification function
 * about the new row (its failure is ignored).
 */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSubscriberRow> {
  const row = await insertSubscriber(toRow(input));

  let welcome: Response;
  try {
    welcome = await callEdgeFunction('welcome-email', { email: row.email });
  } catch (error) {
    throw new NewsletterFailure('network', copy.marketplace.connectionErrorDescription, error);
  }
  if (!welcome.ok) throw new NewsletterFailure('welcomeEmail', copy.newsletter.welcomeEmailError);

  await callEdgeFunctionIgnoringFailure('trigger-notification', row);
  return row;
}
