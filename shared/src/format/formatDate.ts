import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { copy } from '../copy';
import { toDate, type DateInput } from './toDate';

/** Default pattern: '5 de marzo de 2024'. */
export const DATE_PATTERN_LONG = "d 'de' MMMM 'de' yyyy";
export const DATE_PATTERN_SHORT = 'dd/MM/yyyy';
export const DATE_TIME_PATTERN = "d 'de' MMMM 'de' yyyy, HH:mm";

/** es-MX date; 'N/A' when missing, 'Fecha inválida' when unparseable. */
export function formatDate(value: DateInput, pattern: string = DATE_PATTERN_LONG): string {
  const date = toDate(value);
  if (!date) return copy.display.missingDate;
  if (Number.isNaN(date.getTime())) return copy.display.invalidDate;
  return format(date, pattern, { locale: es });
}
