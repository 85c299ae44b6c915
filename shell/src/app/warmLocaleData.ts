/**
 * Loads the locale data of the page's number formatting in a task of its own.
 *
 * The first Intl.NumberFormat of a page loads its locale's data: one call of tens of milliseconds on a phone, which
 * nothing can split; the formatters built after it reuse that data. A remote builds its price formatter when its
 * chunk is evaluated, so that call would lengthen the task that evaluates the page's code. Built here first, while
 * the remote's code is on its way, it is a task of its own and the remote's formatter is cheap. Only for a page
 * that shows prices: another would pay for nothing.
 */
export function warmLocaleData(): void {
  setTimeout(() => {
    new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(0);
  }, 0);
}
