/** Full-page navigation to another origin (identity provider). Its own module so tests can observe it. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
