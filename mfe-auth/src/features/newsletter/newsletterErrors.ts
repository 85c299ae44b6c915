import { copy, dbErrorKind, type DbErrorKind } from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import type { ToastVariant } from '@vitrina/shared/contract';
import { newsletterCopy } from './copy';

export type NewsletterFailureKind =
  | 'duplicate'
  | 'incompleteData'
  | 'reference'
  | 'system'
  | 'access'
  | 'registerFailed'
  | 'welcomeEmail'
  | 'network'
  | 'unexpected';

/** A failed subscription with the reason the user should read. */
export class NewsletterFailure extends Error {
  constructor(
    readonly kind: NewsletterFailureKind,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'NewsletterFailure';
  }
}

/** The dedicated message for an address that is already subscribed (the spec leaves its wording open). */
export const NEWSLETTER_DUPLICATE_MESSAGE = newsletterCopy.duplicateDescription;

/** The database refusals of spec §8 with their failure; any other one goes to the REST fallback. */
const NEWSLETTER_DB_FAILURES: Partial<Record<DbErrorKind, NewsletterFailureKind>> = {
  uniqueViolation: 'duplicate',
  notNullViolation: 'incompleteData',
  foreignKeyViolation: 'reference',
  undefinedTable: 'system',
  insufficientPrivilege: 'access',
};

/** The newsletter's failure for a database refusal, or undefined when the spec sends it to the REST fallback. */
export function newsletterDbFailure(error: unknown): NewsletterFailureKind | undefined {
  const kind = dbErrorKind(error);
  return kind === undefined ? undefined : NEWSLETTER_DB_FAILURES[kind];
}

/** The spec reports these two to the error-reporting service. */
const REPORTED: ReadonlySet<NewsletterFailureKind> = new Set(['system', 'access']);

export interface NewsletterNotice {
  title: string;
  description: string;
  variant: ToastVariant;
  /** shown under the e-mail field as well */
  fieldMessage?: string;
}

/** What the user sees for a failed subscription (spec §8 "Newsletter / waitlist"). */
export function newsletterNotice(error: unknown): NewsletterNotice {
  if (!(error instanceof NewsletterFailure)) {
    return {
      title: newsletterCopy.unexpectedTitle,
      description: newsletterCopy.unexpectedDescription,
      variant: 'destructive',
    };
  }
  switch (error.kind) {
    case 'duplicate':
      return {
        title: newsletterCopy.duplicateNotice,
        description: NEWSLETTER_DUPLICATE_MESSAGE,
        variant: 'info',
        fieldMessage: NEWSLETTER_DUPLICATE_MESSAGE,
      };
    case 'incompleteData':
      return {
        title: newsletterCopy.incompleteData,
        description: newsletterCopy.incompleteDataDescription,
        variant: 'destructive',
      };
    case 'reference':
      return {
        title: newsletterCopy.referenceError,
        description: newsletterCopy.referenceErrorDescription,
        variant: 'destructive',
      };
    case 'system':
      return {
        title: newsletterCopy.systemError,
        description: newsletterCopy.systemErrorDescription,
        variant: 'destructive',
      };
    case 'access':
      return {
        title: newsletterCopy.accessErrorTitle,
        description: newsletterCopy.accessErrorDescription,
        variant: 'destructive',
      };
    case 'registerFailed':
      return { title: newsletterCopy.registerFailed, description: error.message, variant: 'destructive' };
    case 'welcomeEmail':
      return {
        title: newsletterCopy.failureTitle,
        description: newsletterCopy.failureDescription,
        variant: 'destructive',
      };
    case 'network':
      return {
        title: copy.marketplace.connectionErrorTitle,
        description: copy.marketplace.connectionErrorDescription,
        variant: 'destructive',
      };
    case 'unexpected':
    default:
      return {
        title: newsletterCopy.unexpectedTitle,
        description: newsletterCopy.unexpectedDescription,
        variant: 'destructive',
      };
  }
}

/** Sends the failures the spec marks as reported (42P01, 42501) to the error-reporting adapter. */
export function reportNewsletterFailure(error: unknown): void {
  if (error instanceof NewsletterFailure && REPORTED.has(error.kind)) {
    reportError(error.cause ?? error, { feature: 'newsletter', kind: error.kind });
  }
}
