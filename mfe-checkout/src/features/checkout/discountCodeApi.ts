import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { read, type EntityRead } from '@vitrina/shared/data';

export interface AppliedDiscount {
  code: string;
  percent: number;
}

/** The code as the database compares it: what the buyer typed, trimmed, in capitals. */
const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Under the orders' root: placing or cancelling an order changes whether the code still applies. */
export const discountCodeKeys = {
  check: (code: string) => [...queryRoots.orders, 'discount-code', normalizeCode(code)] as const,
};

/** rpc/check_discount_code: a read (the function is STABLE), with the code already normalized. */
export function discountCodeRead(code: string): EntityRead {
  return { path: 'rpc/check_discount_code', args: { code: normalizeCode(code) } };
}

/**
 * Whether the code takes something off the signed-in buyer's next order, with the same rules create_order applies
 * when paying (which charges it again, whatever the browser says). A refusal is the database's Spanish sentence,
 * which errorText shows. Never answered from cache: each "Aplicar" asks the database again.
 */
export function discountCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: discountCodeKeys.check(code),
    queryFn: async (): Promise<AppliedDiscount> => {
      const { data } = await read<number>(discountCodeRead(code), { as: 'member' });
      return { code: normalizeCode(code), percent: Number(data) };
    },
    staleTime: 0,
    retry: false,
  });
}

/** The checkout's "Aplicar": fetches the check for the typed code when pressed (it changes nothing to invalidate). */
export function useCheckDiscountCode(): (code: string) => Promise<AppliedDiscount> {
  const queryClient = useQueryClient();
  return useCallback((code: string) => queryClient.fetchQuery(discountCodeQueryOptions(code)), [queryClient]);
}
