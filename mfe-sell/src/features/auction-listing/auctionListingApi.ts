import { supabaseClient } from '@vitrina/shared/data';
import { auctionArgs, type AuctionSettings } from './auctionSettings';

/** Puts the piece up for auction, or changes its auction while it has no bids (rpc list_at_auction). */
export async function listAtAuction(productId: string, startingPrice: number, settings: AuctionSettings) {
  const supabase = await supabaseClient();
  const { error } = await supabase.rpc('list_at_auction', auctionArgs(productId, startingPrice, settings));
  if (error) throw error;
}

/** A piece whose auction could not be set up is withdrawn: it must not go on sale at a fixed price instead. */
export async function withdrawPiece(productId: string) {
  const supabase = await supabaseClient();
  await supabase.from('products').update({ status: 'deleted' }).eq('id', productId);
}
