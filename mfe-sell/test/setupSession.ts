import { resetSession, useToastStore } from '@vitrina/shared';

/** Each test starts signed out, with no toasts and no session listener left from the previous one. */
export function resetAppState() {
  resetSession();
  useToastStore.setState({ toasts: [] });
}
