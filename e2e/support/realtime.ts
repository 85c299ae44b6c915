import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's Supabase client has joined a realtime channel whose topic starts with `prefix` (the data
 * modules name them `notifications:{user}:{n}`, `offers:{user}:{n}`, `messages:{user}:{n}`). A row inserted before
 * the join never comes as an event (the app re-reads its lists on join, but no toast is shown for it), so a test of
 * a live toast writes only once the listener is there.
 */
export async function waitForRealtimeChannel(page: Page, prefix: string) {
  await expect
    .poll(
      () =>
        page.evaluate((topicPrefix) => {
          type Channel = { topic: string; state: string };
          const client = (globalThis as unknown as { __vitrinaSupabaseClient__?: { getChannels(): Channel[] } })
            .__vitrinaSupabaseClient__;
          return Boolean(
            client
              ?.getChannels()
              .some((channel) => channel.topic.startsWith(`realtime:${topicPrefix}`) && channel.state === 'joined'),
          );
        }, prefix),
      { message: `realtime channel ${prefix} joined` },
    )
    .toBe(true);
}
