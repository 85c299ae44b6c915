/** The piece the ssr-load cells ask for, as the pages bench picks it: the newest published one with photos. */
export async function newestPiece(backend) {
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const [product] = await (
    await fetch(
      `${backend.url}/rest/v1/products?select=id,product_images!inner(id)&status=eq.published&order=created_at.desc&limit=1`,
      { headers },
    )
  ).json();
  if (!product) throw new Error('El catálogo sembrado no tiene piezas publicadas');
  return product;
}
