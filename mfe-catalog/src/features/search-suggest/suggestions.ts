import { categories, type CategoryId } from '@vitrina/shared/core';
import type { ProductSuggestion } from '../products-listing/productsApi';

/** One line of the suggestions: what choosing it does is decided by its kind. */
export type Suggestion =
  | { kind: 'search'; term: string }
  | { kind: 'product'; id: string; title: string; price: number }
  | { kind: 'player'; name: string }
  | { kind: 'category'; id: CategoryId; name: string }
  | { kind: 'recent'; term: string }
  | { kind: 'popular'; term: string };

export interface SuggestionGroup {
  key: 'search' | 'pieces' | 'players' | 'categories' | 'recent' | 'popular';
  items: Suggestion[];
}

/** Players and categories shown per search; pieces follow the spec's limit of 5 (the database's rpc). */
export const NAME_SUGGESTIONS_MAX = 3;

/**
 * Players collectors search for by name (the pieces of the catalogue and the spec's popular searches). The
 * database has no players table: pieces name them in their titles, so choosing one runs the title search.
 */
export const PLAYERS = [
  'Adrián González',
  'Albert Pujols',
  'Canelo Álvarez',
  'Cristiano Ronaldo',
  'Derek Jeter',
  'Fernando Valenzuela',
  'Hirving Lozano',
  'Hugo Sánchez',
  'Javier “Chicharito” Hernández',
  'Joe Montana',
  'Julio César Chávez',
  'Julio Urías',
  'Kobe Bryant',
  'LeBron James',
  'Lionel Messi',
  'Luka Dončić',
  'Michael Jordan',
  'Mickey Mantle',
  'Patrick Mahomes',
  'Pelé',
  'Rafael Márquez',
  'Shohei Ohtani',
  'Stephen Curry',
  'Tom Brady',
  'Victor Wembanyama',
] as const;

/** Lower case without accents or quotes, so 'dončić' matches 'doncic' and 'perez' matches 'Pérez'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[“”"']/g, '')
    .toLowerCase()
    .trim();
}

/** Whether a and b differ by at most one letter added, removed or changed. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return (
    rest(a, 1) === rest(b, 1) || // changed
    rest(a, 1) === rest(b, 0) || // a has one more
    rest(a, 0) === rest(b, 1) // b has one more
  );
}

/**
 * A name matches when it contains the term or one of its words starts with it; from 4 letters one typo is
 * forgiven at the start of a word ('mesi' finds Messi), as the pieces' search forgives it.
 */
function matches(name: string, term: string): boolean {
  const folded = fold(name);
  const wanted = fold(term);
  if (folded.includes(wanted)) return true;
  return folded
    .split(/\s+/)
    .some(
      (word) =>
        word.startsWith(wanted) ||
        (wanted.length >= 4 &&
          (withinOneEdit(word.slice(0, wanted.length), wanted) ||
            withinOneEdit(word.slice(0, wanted.length + 1), wanted))),
    );
}

export function playerSuggestions(term: string): Suggestion[] {
  return PLAYERS.filter((name) => matches(name, term))
    .slice(0, NAME_SUGGESTIONS_MAX)
    .map((name) => ({ kind: 'player', name }));
}

export function categorySuggestions(term: string): Suggestion[] {
  return categories
    .filter((category) => matches(category.name, term) || matches(category.label, term))
    .slice(0, NAME_SUGGESTIONS_MAX)
    .map((category) => ({ kind: 'category', id: category.id, name: category.name }));
}

/**
 * What the box offers: from 2 characters, "Buscar …" then up to 5 pieces, 3 players and 3 categories; before
 * that the palette's recent and popular searches.
 */
export function suggestionGroups(
  term: string,
  searching: boolean,
  pieces: readonly ProductSuggestion[],
  history: { recent: readonly string[]; popular: readonly string[] },
): SuggestionGroup[] {
  const groups: SuggestionGroup[] = searching
    ? [
        { key: 'search', items: [{ kind: 'search', term }] },
        {
          key: 'pieces',
          items: pieces.map((piece) => ({ kind: 'product', id: piece.id, title: piece.title, price: piece.price })),
        },
        { key: 'players', items: playerSuggestions(term) },
        { key: 'categories', items: categorySuggestions(term) },
      ]
    : [
        { key: 'recent', items: history.recent.map((item) => ({ kind: 'recent', term: item })) },
        { key: 'popular', items: history.popular.map((item) => ({ kind: 'popular', term: item })) },
      ];
  return groups.filter((group) => group.items.length > 0);
}

export function suggestionText(item: Suggestion): string {
  switch (item.kind) {
    case 'product':
      return item.title;
    case 'player':
    case 'category':
      return item.name;
    default:
      return item.term;
  }
}

/** One line's identity: the same piece, player or term keeps it across renders. */
export function suggestionKey(item: Suggestion): string {
  return `${item.kind}:${item.kind === 'product' || item.kind === 'category' ? item.id : suggestionText(item)}`;
}
