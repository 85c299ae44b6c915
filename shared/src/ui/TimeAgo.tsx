import { DATE_TIME_PATTERN, formatDate } from '../format/formatDate';
import { formatRelativeTime } from '../format/formatRelativeTime';

/**
 * When something happened, as a member reads a list of them (notifications, conversations): spec §9's relative
 * time ('hace un momento', 'hace 5 minutos', … 'hace 2 años'), with the full date and time on the same element for
 * whoever needs it ('12 de noviembre de 2026, 14:05' as its title, the timestamp as its dateTime).
 */
export function TimeAgo({ value, now, className }: { value: string; now?: Date; className?: string }) {
  return (
    <time className={className} dateTime={value} title={formatDate(value, DATE_TIME_PATTERN)}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
