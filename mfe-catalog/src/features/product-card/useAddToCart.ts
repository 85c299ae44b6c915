import { useCallback } from 'react';
import { copy, thumbUrlOf, type ProductWithImages, stockLimitMessage } from '@vitrina/shared/core';
import { toast, useCartStore } from '@vitrina/shared/kernel';
import { productCardCopy } from './copy';

/** The cart's copy of a piece: what the cart page shows, and the listing's stock so the quantity never passes it. */
export function toCartProduct(product: ProductWithImages) {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    // the cart shows them small only
    images: product.product_images.map(thumbUrlOf),
    condition: product.condition,
    category: product.category,
    seller_id: product.seller_id,
    stock: product.stock,
  };
}

/**
 * Adds one unit of a piece to the shared cart and says what happened: 'Producto agregado', or, when the cart
 * already holds every unit the listing has, the cart's stock-limit message instead (nothing is added).
 */
export function useAddToCart() {
  const addItem = useCartStore((state) => state.addItem);
  return useCallback(
    (product: ProductWithImages) => {
      if (addItem(toCartProduct(product)) === 'limit') {
        toast({ title: copy.cart.stockLimitTitle, description: stockLimitMessage(product.stock), variant: 'info' });
        return;
      }
      toast({
        title: productCardCopy.productAddedTitle,
        description: productCardCopy.productAddedDescription,
        variant: 'success',
      });
    },
    [addItem],
  );
}
