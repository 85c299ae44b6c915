/** A simple address pattern: something@something.tld, no spaces (spec §5 "simple address pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Home waitlist phone, tested after removing spaces: optional +, a non-zero digit and 9–14 more, or exactly 10 digits. */
export const WAITLIST_PHONE_PATTERN = /^(\+?[1-9]\d{9,14}|\d{10})$/;

/**
 * Username, once trimmed and lowercased (capitals are stored lowercase): what a page address carries as it is,
 * starting with a letter or a digit (the database's `username_problem`, 004650).
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

/** Profile phone, tested after removing spaces: + then only digits, 10–15 characters in total (spec §5). */
export const PROFILE_PHONE_PATTERN = /^\+\d{9,14}$/;

/** Card expiry MM/YY. */
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

export function isValidWaitlistPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && WAITLIST_PHONE_PATTERN.test(value.replace(/\s/g, ''));
}
