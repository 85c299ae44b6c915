import { getSupabase, supabase } from './client';

describe('supabase client', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__vitrinaSupabaseClient__;
    delete window.__VITRINA_CONFIG__;
  });

  it('es una sola instancia por página, creada con la configuración en tiempo de ejecución', () => {
    window.__VITRINA_CONFIG__ = { supabaseUrl: 'https://demo.supabase.co', supabaseAnonKey: 'anon' };
    const client = getSupabase();
    expect(getSupabase()).toBe(client);
    expect(supabase.auth).toBe(client.auth);
    // The REST endpoint is derived from the configured URL.
    const builder = supabase.from('products').select('id');
    expect(String((builder as unknown as { url: URL }).url)).toBe(
      'https://demo.supabase.co/rest/v1/products?select=id',
    );
  });

  it('no crea el cliente al importar el módulo, sino al usarlo por primera vez', () => {
    const g = globalThis as Record<string, unknown>;
    jest.isolateModules(() => {
      const mod = require('./client') as typeof import('./client');
      expect(g.__vitrinaSupabaseClient__).toBeUndefined();
      void mod.supabase.auth;
      expect(g.__vitrinaSupabaseClient__).toBeDefined();
    });
  });

  it('un segundo módulo evaluado reutiliza la misma instancia (federación mal configurada)', () => {
    const first = getSupabase();
    jest.isolateModules(() => {
      const again = require('./client') as typeof import('./client');
      expect(again.getSupabase()).toBe(first);
    });
  });
});
