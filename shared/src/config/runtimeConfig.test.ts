import { DEFAULT_SUPABASE_ANON_KEY, DEFAULT_SUPABASE_URL } from './defaults';
import { getRuntimeConfig } from './runtimeConfig';

afterEach(() => {
  delete window.__VITRINA_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('sin configuración usa el backend local', () => {
    expect(getRuntimeConfig()).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: DEFAULT_SUPABASE_ANON_KEY,
    });
    expect(DEFAULT_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(DEFAULT_SUPABASE_ANON_KEY.split('.')).toHaveLength(3);
  });

  it('lee window.__VITRINA_CONFIG__ y quita la barra final', () => {
    window.__VITRINA_CONFIG__ = { supabaseUrl: 'https://abc.supabase.co/', supabaseAnonKey: 'key-123' };
    expect(getRuntimeConfig()).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'key-123' });
  });

  it('valores vacíos caen al valor por omisión', () => {
    window.__VITRINA_CONFIG__ = { supabaseUrl: '  ', supabaseAnonKey: '' };
    expect(getRuntimeConfig()).toEqual({
      supabaseUrl: DEFAULT_SUPABASE_URL,
      supabaseAnonKey: DEFAULT_SUPABASE_ANON_KEY,
    });
  });
});
