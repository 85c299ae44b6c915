import { useMutation } from '@tanstack/react-query';
import { supabaseClient } from '@vitrina/shared/data';

export interface AppliedDiscount {
  code: string;
  percent: number;
}

/** A refusal of the welcome code, in the database's Spanish (migration 20250601003500). */
export class DiscountRefused extends Error {}

/**
 * rpc/check_discount_code: whether the code takes something off the signed-in buyer's next order, with the same
 * rules create_order applies when paying (which charges it again, whatever the browser says).
 */
export async function checkDiscountCode(code: string): Promise<AppliedDiscount> {
  const supabase = await supabaseClient();
  const normalized = code.trim().toUpperCase();
  const { data, error } = await supabase.rpc('check_discount_code', { code: normalized });
  if (error) throw new DiscountRefused(error.message);
  return { code: normalized, percent: Number(data) };
}

/** The checkout's "Aplicar": changes nothing in the database, so nothing to invalidate. */
export function useCheckDiscountCode() {
  return useMutation({ mutationFn: checkDiscountCode });
}
