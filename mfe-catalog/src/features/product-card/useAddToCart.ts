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

/** A piece whose auction is open is won by bidding: the cart never takes it (create_order refuses it, VT512). */
export function isAtAuction(product: { auction?: { status: string } | null }): boolean {
  return product.auction?.status === 'open';
}

/**
 * Adds one unit of a piece to the shared cart and says what happened: 'Producto agregado', or, when the cart
 * already holds every unit the listing has, the cart's stock-limit message instead (nothing is added). A piece at
 * auction is not added: the toast sends the buyer to bid.
 */
export function useAddToCart() {
  const addItem = useCartStore((state) => state.addItem);
  return useCallback(
    (product: ProductWithImages & { auction?: { status: string } | null }) => {
      if (isAtAuction(product)) {
        toast({ title: productCardCopy.auctionNotInCart, description: product.title, variant: 'info' });
        return;
      }
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
