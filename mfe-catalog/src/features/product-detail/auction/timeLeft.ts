/** "2 d 04 h", "3 h 05 min", "4 min 09 s", "0 s": the time left until `endMs`, never negative. */
export function formatTimeLeft(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} d ${two(hours)} h`;
  if (hours > 0) return `${hours} h ${two(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${two(seconds)} s`;
  return `${seconds} s`;
}

/** The server's clock minus the browser's, from a server timestamp read just now. */
export function clockOffsetMs(serverNow: string, browserNow: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - browserNow : 0;
}
