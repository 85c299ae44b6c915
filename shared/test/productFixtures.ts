// Product fields the tests of every package write (rpc/update_listing's changes, REST inserts, list rows), in one
// place so a test reads as the others do and a renamed column is renamed once.

/** A piece with none of the optional attributes: no subcategory, rarity, PSA grade, signature or certificate. */
export const NO_PIECE_DETAILS = {
  subcategory: null,
  rarity: null,
  psa_grade: null,
  signed_by: null,
  certifier: null,
  certificate_number: null,
} as const;

/** A rare jersey signed by a player, in excellent condition, not graded. */
export const SIGNED_JERSEY = {
  condition: 'excellent',
  category: 'jerseys',
  subcategory: 'signed',
  rarity: 'rare',
  psa_grade: null,
  signed_by: 'player',
} as const;

/** The insert (service role, so no review queue) that makes a published collectible card of `sellerId`. */
export function publishedPieceRow(sellerId: string, title: string, price: number, stock = 1) {
  return {
    seller_id: sellerId,
    title,
    price,
    stock,
    description: 'Pieza de colección auténtica, en excelente estado, para las pruebas de compra.',
    category: 'cards',
    condition: 'excellent',
    status: 'published',
  };
}
