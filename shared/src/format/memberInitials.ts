import { SELLER_INITIALS_MAX } from '../constants';

/**
 * Up to 2 initials of a member's name for an avatar without a picture (spec §9), the one rule every avatar uses
 * (the top bar, the dashboard, a seller's card): 'Casa del Jersey' → 'CD', 'tarjetas_del_norte' → 'TD', one word
 * gives its first two letters ('Leyendas' → 'LE'); no name → '?'.
 */
export function memberInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? [...words[0]!].slice(0, SELLER_INITIALS_MAX) : words.map((word) => [...word][0]!);
  return letters.slice(0, SELLER_INITIALS_MAX).join('').toUpperCase();
}
