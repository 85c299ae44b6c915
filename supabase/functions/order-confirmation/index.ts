// Edge function: the buyer's order confirmation e-mail ({order_id}), called by the checkout after rpc/create_order.
// The caller's own JWT decides everything: the recipient is the signed-in account's e-mail and the order is read
// through REST under RLS (a buyer reads only their orders), so nobody can mail someone else's order or address.
// Same web Request/Response code on Supabase (Deno) and on the local backend (Node imports it).

import { denoEnv, serve } from '../_shared/deno.ts';
import { readJsonPost, reply } from '../_shared/http.ts';
import { escapeHtml, sendMail, type Mail } from '../_shared/mail.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OrderItem {
  title: string;
  price: number | string;
  quantity: number;
}

interface Order {
  id: string;
  total: number | string;
  subtotal?: number | string;
  shipping_total?: number | string;
  discount?: number | string;
  discount_code?: string | null;
  created_at: string;
  shipping_address: Record<string, unknown> | null;
  order_items: OrderItem[];
}

// whole pesos without decimals, anything else with both centavos: $2,500 MXN, $2,999.50 MXN
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const centavos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });
const formatMxn = (value: number | string) => {
  const amount = Number(value);
  return `${(Number.isInteger(amount) ? pesos : centavos).format(amount)} MXN`;
};

// the shipping rule the cart, checkout and category pages state too (shared copy.shipping.rule)
export const SHIPPING_RULE =
  'El envío lo fija cada vendedor por pieza (puede ser gratis) y se suma por vendedor al pagar.';

function field(address: Record<string, unknown> | null, key: string): string {
  const value = address?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

export function confirmationMail(order: Order, siteUrl: string): Mail {
  const number = order.id.slice(0, 8).toUpperCase();
  const link = `${siteUrl}/dashboard/orders/${order.id}`;
  const address = order.shipping_address;
  const name = field(address, 'full_name') || 'coleccionista';
  const addressLines = [
    field(address, 'full_name'),
    field(address, 'address'),
    field(address, 'neighborhood') && `Col. ${field(address, 'neighborhood')}`,
    [field(address, 'city'), field(address, 'state')].filter(Boolean).join(', '),
    field(address, 'zip_code') && `C.P. ${field(address, 'zip_code')}`,
    field(address, 'phone') && `Tel. ${field(address, 'phone')}`,
  ].filter(Boolean);
  const shipping = Number(order.shipping_total ?? 0);
  const discount = Number(order.discount ?? 0);
  const amounts = [
    `Subtotal: ${formatMxn(order.subtotal ?? order.total)}`,
    `Envío: ${shipping > 0 ? formatMxn(shipping) : 'Gratis'}`,
    ...(discount > 0 ? [`Descuento ${order.discount_code ?? ''}: -${formatMxn(discount)}`] : []),
  ];
  const line = (item: OrderItem) =>
    `${item.title}${item.quantity > 1 ? ` × ${item.quantity}` : ''}: ${formatMxn(Number(item.price) * item.quantity)}`;
  return {
    subject: `Confirmación de tu orden #${number}`,
    html: `<h1>¡Gracias por tu compra, ${escapeHtml(name)}!</h1>
<p>Registramos tu orden <strong>#${number}</strong>. Estos son los detalles:</p>
<ul>
${order.order_items.map((item) => `  <li>${escapeHtml(line(item))}</li>`).join('\n')}
</ul>
<p>${amounts.map(escapeHtml).join('<br>')}<br><strong>Total: ${escapeHtml(formatMxn(order.total))}</strong></p>
<p>${escapeHtml(SHIPPING_RULE)}</p>
<p>Enviaremos tu pedido a:<br>${addressLines.map(escapeHtml).join('<br>')}</p>
<p>Puedes cancelar tu orden sin costo antes de que sea enviada.</p>
<p><a href="${escapeHtml(link)}">Ver mi orden</a></p>
<p>— El equipo de Vitrina</p>`,
    text: `¡Gracias por tu compra, ${name}!\n\nOrden #${number}\n${order.order_items.map((item) => `- ${line(item)}`).join('\n')}\n\n${amounts.join('\n')}\nTotal: ${formatMxn(order.total)}\n${SHIPPING_RULE}\n\nEnvío a:\n${addressLines.join('\n')}\n\nPuedes cancelar tu orden sin costo antes de que sea enviada.\nVer mi orden: ${link}\n\n— El equipo de Vitrina`,
  };
}

export default async function handler(req: Request): Promise<Response> {
  const read = await readJsonPost<{ order_id?: unknown }>(req);
  if ('response' in read) return read.response;
  const payload = read.body;
  const orderId = typeof payload?.order_id === 'string' ? payload.order_id : '';
  if (!UUID_PATTERN.test(orderId)) return reply({ error: 'invalid_order', message: 'Orden inválida' }, 400);

  const supabaseUrl = (denoEnv('SUPABASE_URL') ?? '').replace(/\/$/, '');
  const anonKey = denoEnv('SUPABASE_ANON_KEY') ?? '';
  const authorization = req.headers.get('authorization') ?? '';
  const asCaller = { apikey: anonKey, Authorization: authorization };

  const userRes = await fetch(`${supabaseUrl}/auth/v1/user`, { headers: asCaller });
  if (!userRes.ok) return reply({ error: 'not_signed_in', message: 'Debes iniciar sesión' }, 401);
  const user = (await userRes.json()) as { id?: string; email?: string };
  if (!user.id || !user.email) return reply({ error: 'not_signed_in', message: 'Debes iniciar sesión' }, 401);

  const select =
    'id,total,subtotal,shipping_total,discount,discount_code,created_at,shipping_address,order_items(title,price,quantity)';
  const orderRes = await fetch(
    `${supabaseUrl}/rest/v1/orders?id=eq.${orderId}&buyer_id=eq.${user.id}&select=${encodeURIComponent(select)}`,
    { headers: { ...asCaller, Accept: 'application/json' } },
  );
  const orders = orderRes.ok ? ((await orderRes.json()) as Order[]) : [];
  if (!orders.length) return reply({ error: 'order_not_found', message: 'No encontramos la orden' }, 404);

  const siteUrl = (denoEnv('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
  try {
    const sent = await sendMail(user.email, confirmationMail(orders[0], siteUrl));
    if (!sent.ok) {
      console.error('order-confirmation: mail API refused', sent.detail);
      return reply({ error: 'mail_failed', message: 'No se pudo enviar el correo de confirmación' }, 502);
    }
    return reply({ ok: true, id: sent.id });
  } catch (err) {
    console.error('order-confirmation: mail API unreachable', err);
    return reply({ error: 'mail_failed', message: 'No se pudo enviar el correo de confirmación' }, 502);
  }
}

serve(handler);
