/**
 * Saved searches end to end through the real supabase-js: a member saves a search asking for e-mail, staff publish
 * a matching piece, the member reads the `saved_search` notification, and the saved-search-mail function (called
 * by staff) puts one e-mail in the member's dev mailbox — once, and only when staff call it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;

async function signedIn(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const created = await admin.auth.admin.createUser({ email, password: 'secreto123', email_confirm: true });
  if (created.error) throw created.error;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  if (error) throw error;
  return { client, id: data.user.id };
}

async function mailsTo(to: string): Promise<{ subject: string; html: string }[]> {
  const res = await fetch(`${backend.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { subject: string; html: string }[];
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

it('al publicar una pieza que coincide, el miembro recibe el aviso y, al llamarla el equipo, un solo correo', async () => {
  const seller = await signedIn(uniqueEmail('vendedor'));
  const memberEmail = uniqueEmail('coleccionista');
  const member = await signedIn(memberEmail);
  const staff = await signedIn(uniqueEmail('staff'));
  await admin.from('profiles').update({ verification_level: 'trusted' }).eq('id', staff.id);

  const saved = await member.client
    .from('saved_searches')
    .insert({ name: 'Jordan', search: 'jordan', filters: { category: 'cards' }, notify_email: true })
    .select('id')
    .single();
  expect(saved.error).toBeNull();

  const { data: piece, error } = await admin
    .from('products')
    .insert({
      seller_id: seller.id,
      title: 'Tarjeta Michael Jordan 1986',
      price: 3200,
      description: 'Pieza de colección en excelente estado.',
      category: 'cards',
      condition: 'excellent',
      status: 'pending',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  // its photo, as the sell flow adds it (the staff publish only a piece with one)
  const photo = await admin
    .from('product_images')
    .insert({ product_id: piece!.id, image_url: `seed/${piece!.id}.jpg`, order: 0 });
  expect(photo.error).toBeNull();
  const published = await staff.client.from('products').update({ status: 'published' }).eq('id', piece!.id);
  expect(published.error).toBeNull();

  const notes = await member.client.from('notifications').select('type, title, ref_id').eq('type', 'saved_search');
  expect(notes.data).toEqual([{ type: 'saved_search', title: 'Nueva pieza para "Jordan"', ref_id: piece!.id }]);

  // a member cannot make the function mail anyone
  const refused = await member.client.functions.invoke('saved-search-mail', { body: { product_id: piece!.id } });
  expect(refused.error).not.toBeNull();
  expect(await mailsTo(memberEmail)).toEqual([]);

  const sent = await staff.client.functions.invoke('saved-search-mail', { body: { product_id: piece!.id } });
  expect(sent.error).toBeNull();
  expect(sent.data).toEqual({ ok: true, sent: 1 });
  const mails = await mailsTo(memberEmail);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Nueva pieza para "Jordan": Tarjeta Michael Jordan 1986');
  expect(mails[0].html).toContain(`/products/${piece!.id}`);
  expect(mails[0].html).toContain('$3,200 MXN');

  const again = await staff.client.functions.invoke('saved-search-mail', { body: { product_id: piece!.id } });
  expect(again.data).toEqual({ ok: true, sent: 0 });
  expect(await mailsTo(memberEmail)).toHaveLength(1);
});
