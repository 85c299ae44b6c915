import { addSeedPhoto, clientAs } from './fixtureProducts';
import { adminClient, createSeller, type FixtureSeller } from './fixtureSellers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A staff member of one spec alone: a fresh member made trusted through the service role. */
export async function createStaff(): Promise<FixtureSeller> {
  const staff = await createSeller({ phone: '+525511223344', identityVerified: true });
  const { error } = await adminClient().from('profiles').update({ verification_level: 'trusted' }).eq('id', staff.id);
  if (error) throw error;
  return staff;
}

/** A listing waiting in the review queue, of a fresh seller. */
export async function pendingPiece(title: string): Promise<string> {
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      seller_id: seller.id,
      title,
      description: 'Pieza de colección pendiente de revisión, para las pruebas de accesibilidad.',
      price: 1500,
      category: 'memorabilia',
      condition: 'excellent',
      status: 'pending',
    })
    .select('id')
    .single();
  if (error) throw error;
  await addSeedPhoto(data.id as string);
  return data.id as string;
}

/** A fresh member's pending verification request with one PDF, sent through their own client as the page does. */
export async function pendingVerificationRequest(displayName: string): Promise<FixtureSeller> {
  const member = await createSeller({ phone: '+525598765432', identityVerified: false });
  const admin = adminClient();
  const { error: nameError } = await admin.from('profiles').update({ display_name: displayName }).eq('id', member.id);
  if (nameError) throw nameError;
  const client = await clientAs(member);
  const path = `documents/${member.id}-${Date.now()}.pdf`;
  const upload = await client.storage
    .from('verification-documents')
    .upload(path, new Blob([PDF], { type: 'application/pdf' }));
  if (upload.error) throw upload.error;
  const { error } = await client.from('verification_requests').insert({
    user_id: member.id,
    type: 'seller',
    notes: 'Vendo jerseys firmados desde 2015.',
    status: 'pending',
    documents: { urls: [path] },
  });
  if (error) throw error;
  return member;
}
