import { resetSession, useSessionStore, useToastStore, type Session, type User } from '@vitrina/shared';
import { fakeMatchMedia } from '../../shared/test/matchMedia';
import { sessionBody } from './fakeBackend';

export const MEMBER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

/** Each test starts signed out, with no toasts and no session listener left from the previous one. */
export function resetAppState() {
  resetSession();
  useToastStore.setState({ toasts: [] });
}

/** Puts a signed-in member in the session store, as the auth listener would after sign-in. */
export function signIn(id = MEMBER_ID, email = 'coleccionista@vitrina.mx') {
  const session = sessionBody({ id, email }) as unknown as Session;
  useSessionStore.setState({ user: session.user as User, session });
  return session;
}

export function signOutLocally() {
  useSessionStore.setState({ user: null, session: null });
}

/** A profiles row as the database returns it. */
export function profileRow(overrides: Record<string, unknown> = {}) {
  return {
    id: MEMBER_ID,
    username: 'coleccionista',
    display_name: 'Ana Coleccionista',
    phone_number: '+525512345678',
    avatar_url: null,
    created_at: '2025-06-01T10:00:00Z',
    is_verified: false,
    rating: null,
    sales_count: 0,
    identity_verified: false,
    onboarding_completed: true,
    verification_level: 'basic',
    ...overrides,
  };
}

/** The visible toasts' titles and descriptions. */
export function toastTexts() {
  return useToastStore
    .getState()
    .toasts.map((t) => ({ title: t.title, description: t.description, variant: t.variant }));
}

/** Makes matchMedia answer `matches` for every query (large screen true, small false). */
export function setLargeScreen(matches: boolean) {
  window.matchMedia = fakeMatchMedia(matches);
}
