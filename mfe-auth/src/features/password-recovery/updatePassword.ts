import { supabaseClient } from '@vitrina/shared/data';

/** Sets the new password of the user the recovery link signed in. */
export async function updatePassword(password: string): Promise<string> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  return data.user.id;
}
