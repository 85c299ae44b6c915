import { useMutation } from '@tanstack/react-query';
import { supabaseClient } from '@vitrina/shared/data';

export interface AppliedDiscount {
  code: string;
  percent: number;
}

/**
 * rpc/check_discount_code: whether the code takes something off the signed-in buyer's next order, with the same
 * rules create_order applies when paying (which charges it again, whatever the browser says).
 */
export async function checkDiscountCode(code: string): Promise<AppliedDiscount> {
  const supabase = await supabaseClient();
  const normalized = code.trim().toUpperCase();
  const { data, error } = await supabase.rpc('check_discount_code', { code: normalized });
  // a refusal carries the database's Spanish sentence, which errorText shows
  if (error) throw error;
  return { code: normalized, percent: Number(data) };
}

/** The checkout's "Aplicar": changes nothing in the database, so nothing to invalidate. */
export function useCheckDiscountCode() {
  return useMutation({ mutationFn: checkDiscountCode });
}
