import { queryRoots } from '@vitrina/shared/kernel';

/** Saved searches keyed on the kernel's root, so the dashboard's list refreshes after a save here. */
export const savedSearchKeys = {
  all: queryRoots.savedSearches,
  user: (userId: string) => [...queryRoots.savedSearches, 'user', userId] as const,
};
