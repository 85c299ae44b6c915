import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteRow, ProductWithImages, SellerBadgeInfo } from '@vitrina/shared/core';
import { copy, UserError } from '@vitrina/shared/core';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { publicProfileEmbed } from '../publicProfiles';
import { read } from '../read';
import { supabaseClient } from '../supabaseClient';

/**
 * Favourites of the signed-in user, in the `favorites` table (RLS: each user reads and writes only theirs;
 * one row per user and product).
 */

export type FavoriteSummary = Pick<FavoriteRow, 'id' | 'product_id' | 'created_at'>;
/**
 * A favourite with its piece and the piece's seller (their badge, as a listing's card shows it), for the wishlist
 * (the piece may since be sold or deleted: RLS then hides it).
 */
export type FavoriteWithProduct = FavoriteSummary & {
  product: (ProductWithImages & { seller: SellerBadgeInfo | null }) | null;
};

/** The seller's badge on a card, the columns rpc/list_products answers for it. */
const SELLER_BADGE_COLUMNS = ['id', 'username', 'display_name', 'verification_level', 'is_verified'] as const;

export const favoriteKeys = {
  all: queryRoots.favorites,
  /** every read of one user's favourites */
  byUser: (userId: string) => [...queryRoots.favorites, userId] as const,
  list: (userId: string) => [...queryRoots.favorites, userId, 'list'] as const,
  withProducts: (userId: string) => [...queryRoots.favorites, userId, 'products'] as const,
};

export async function fetchFavorites(userId: string): Promise<FavoriteSummary[]> {
  const { data } = await read<FavoriteSummary[] | null>(
    {
      path: 'favorites',
      params: { select: 'id, product_id, created_at', user_id: `eq.${userId}`, order: 'created_at.desc' },
    },
    { as: 'member' },
  );
  return data ?? [];
}

export async function fetchFavoriteProducts(userId: string): Promise<FavoriteWithProduct[]> {
  const { data } = await read<FavoriteWithProduct[] | null>(
    {
      path: 'favorites',
      params: {
        select: `id, product_id, created_at, product:products(*, product_images(id, image_url, thumb_url, order), ${publicProfileEmbed('seller', 'seller_id', SELLER_BADGE_COLUMNS)})`,
        user_id: `eq.${userId}`,
        order: 'created_at.desc',
      },
    },
    { as: 'member' },
  );
  return data ?? [];
}

export interface ToggleFavoriteInput {
  productId: string;
  /** true to save the piece, false to remove it */
  favorite: boolean;
}

export async function setFavorite(userId: string, { productId, favorite }: ToggleFavoriteInput): Promise<void> {
  const supabase = await supabaseClient();
  if (favorite) {
    // upsert: a second tap (or another tab) that already saved it is not an error
    const { error } = await supabase
      .from('favorites')
      .upsert({ user_id: userId, product_id: productId }, { onConflict: 'user_id,product_id', ignoreDuplicates: true });
    if (error) throw error;
  } else {
    const { error } = await supabase.from('favorites').delete().eq('user_id', userId).eq('product_id', productId);
    if (error) throw error;
  }
}

export function favoritesQueryOptions(userId: string) {
  return queryOptions({ queryKey: favoriteKeys.list(userId), queryFn: () => fetchFavorites(userId) });
}

export function favoriteProductsQueryOptions(userId: string) {
  return queryOptions({ queryKey: favoriteKeys.withProducts(userId), queryFn: () => fetchFavoriteProducts(userId) });
}

/** The signed-in user's favourites (empty and idle for visitors). */
export function useFavorites() {
  const user = useUser();
  const userId = user?.id ?? '';
  return useQuery({ ...favoritesQueryOptions(userId), enabled: Boolean(user) });
}

export function useFavoriteProducts() {
  const user = useUser();
  const userId = user?.id ?? '';
  return useQuery({ ...favoriteProductsQueryOptions(userId), enabled: Boolean(user) });
}

/** Whether this piece is among the signed-in user's favourites. */
export function useIsFavorite(productId: string): boolean {
  const { data } = useFavorites();
  return Boolean(data?.some((favorite) => favorite.product_id === productId));
}

/**
 * Saves or removes a favourite with an optimistic update: the heart changes at once, goes back if the
 * database refuses, and the user's favourite lists are refetched either way.
 */
export function useToggleFavorite() {
  const user = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useMutation({
    mutationFn: (input: ToggleFavoriteInput) => {
      if (!userId) throw new UserError(copy.marketplace.userNotAuthenticated);
      return setFavorite(userId, input);
    },
    onMutate: async ({ productId, favorite }) => {
      if (!userId) return { previous: undefined };
      const key = favoriteKeys.list(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteSummary[]>(key);
      queryClient.setQueryData<FavoriteSummary[]>(key, (current = []) =>
        favorite
          ? current.some((f) => f.product_id === productId)
            ? current
            : [
                { id: `optimistic-${productId}`, product_id: productId, created_at: new Date().toISOString() },
                ...current,
              ]
          : current.filter((f) => f.product_id !== productId),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (userId && context) queryClient.setQueryData(favoriteKeys.list(userId), context.previous);
    },
    onSettled: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: favoriteKeys.byUser(userId) });
    },
  });
}
