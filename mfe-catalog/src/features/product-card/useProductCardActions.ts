import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { copy, fillCopy, type ProductWithImages, paths } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useIsFavorite, useToggleFavorite } from '@vitrina/shared/data';
import { useSignInGate } from '../access/useSignInGate';
import { useAddToCart } from './useAddToCart';
import { accessCopy } from '../access/copy';
import { productCardCopy } from './copy';

export function productPath(id: string) {
  return paths.productShort(id);
}

export function offerPath(id: string) {
  return paths.productShort(id, { offer: true });
}

/** What a card can do with its piece: add to the cart, go to the offer, keep it as a favourite. */
export function useProductCardActions(product: ProductWithImages) {
  const user = useUser();
  const navigate = useNavigate();
  const gate = useSignInGate();
  const addToCart = useAddToCart();
  const isFavorite = useIsFavorite(product.id);
  const toggle = useToggleFavorite();

  const isOwn = Boolean(user && user.id === product.seller_id);
  const isSold = product.status === 'sold';

  const add = useCallback(async () => {
    if (!(await gate(accessCopy.loginToAddToCart))) return;
    addToCart(product);
  }, [gate, addToCart, product]);

  const offer = useCallback(async () => {
    if (!(await gate(accessCopy.loginToOffer, offerPath(product.id)))) return;
    navigate(offerPath(product.id));
  }, [gate, navigate, product.id]);

  const toggleFavorite = useCallback(async () => {
    if (!(await gate(accessCopy.loginToFavorite))) return;
    const favorite = !isFavorite;
    toggle.mutate(
      { productId: product.id, favorite },
      {
        onSuccess: () =>
          toast({
            title: favorite ? productCardCopy.productSaved : productCardCopy.favoriteRemoved,
            description: product.title,
            variant: favorite ? 'success' : 'default',
          }),
        onError: () =>
          toast({ title: copy.common.error, description: productCardCopy.favoriteError, variant: 'destructive' }),
      },
    );
  }, [gate, isFavorite, toggle, product.id, product.title]);

  return {
    isOwn,
    isSold,
    isFavorite,
    addToCart: add,
    offer,
    toggleFavorite,
    labels: {
      addToCart: fillCopy(productCardCopy.addToCartLabel, { title: product.title }),
      offer: fillCopy(productCardCopy.offerLabel, { title: product.title }),
      favorite: fillCopy(isFavorite ? productCardCopy.removeFavorite : productCardCopy.addFavorite, {
        title: product.title,
      }),
    },
  };
}
