import { SELLER_INITIALS_MAX } from '@vitrina/shared/core';

/** Up to 2 initials of the seller's name for the avatar placeholder (spec §9): 'Casa del Jersey' → 'CD'. */
export function sellerInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? [...words[0]!].slice(0, SELLER_INITIALS_MAX) : words.map((word) => [...word][0]!);
  return letters.slice(0, SELLER_INITIALS_MAX).join('').toUpperCase();
}
