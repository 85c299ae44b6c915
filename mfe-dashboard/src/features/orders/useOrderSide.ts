import { useSearchParams } from 'react-router-dom';

export type OrderSide = 'purchases' | 'sales';

/** The purchases / sales tab, kept in the URL (?tab=sales) so a link or a reload opens the same one. */
export function useOrderSide(): [OrderSide, (side: OrderSide) => void] {
  const [params, setParams] = useSearchParams();
  const side: OrderSide = params.get('tab') === 'sales' ? 'sales' : 'purchases';
  return [side, (next) => setParams(next === 'sales' ? { tab: 'sales' } : {}, { replace: true })];
}
