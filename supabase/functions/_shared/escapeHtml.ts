// No imports and no Deno global: local-supabase's Node code imports this file too (its dev mailbox and auth pages).

/** Text inside HTML element content or an attribute value: a name or an address cannot inject markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
