// @vitrina/shared/supabase: the page's one Supabase client (supabase-js, a large library). The session store
// loads it on demand, after first paint when the visitor is certainly signed out.

export * from '../supabase/client';
export * from '../supabase/edgeFunctions';
