import { copy, isNetworkError } from '@vitrina/shared/core';
import { WaitlistDuplicateError } from './joinWaitlist';

/** The error toast of a failed waitlist sign-up; the form stays as it was (spec §4). */
export function waitlistFailureNotice(error: unknown): { title: string; description: string } {
  if (error instanceof WaitlistDuplicateError) {
    return { title: copy.waitlist.duplicateTitle, description: copy.waitlist.duplicateDescription };
  }
  if (isNetworkError(error)) {
    return { title: copy.marketplace.connectionErrorTitle, description: copy.marketplace.connectionErrorDescription };
  }
  return { title: copy.waitlist.landingFailureTitle, description: copy.waitlist.landingFailureDescription };
}
