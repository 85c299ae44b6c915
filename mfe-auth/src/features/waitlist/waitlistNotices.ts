import { copy, isNetworkError } from '@vitrina/shared/core';
import { WaitlistDuplicateError } from './waitlistApi';
import { waitlistCopy } from './copy';

/** The error toast of a failed waitlist sign-up; the form stays as it was (spec §4). */
export function waitlistFailureNotice(error: unknown): { title: string; description: string } {
  if (error instanceof WaitlistDuplicateError) {
    return { title: waitlistCopy.duplicateTitle, description: waitlistCopy.duplicateDescription };
  }
  if (isNetworkError(error)) {
    return { title: copy.marketplace.connectionErrorTitle, description: copy.marketplace.connectionErrorDescription };
  }
  return { title: waitlistCopy.landingFailureTitle, description: waitlistCopy.landingFailureDescription };
}
