// One escaper for the edge functions (Deno) and this Node backend: the file has no imports, so both runtimes load it.
import { escapeHtml } from '../../../supabase/functions/_shared/escapeHtml';

export { escapeHtml };

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f6f4; color: #1d1d1b; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 1.5rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e4e4e0; }
  a { color: #0b5cad; }
  .meta { color: #555; font-size: .9rem; }
  .card { background: #fff; border: 1px solid #e4e4e0; border-radius: 8px; padding: 16px; margin: 12px 0; }
  iframe { width: 100%; min-height: 480px; border: 1px solid #e4e4e0; background: #fff; }
  button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 1px solid #0b5cad; background: #0b5cad; color: #fff; cursor: pointer; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
