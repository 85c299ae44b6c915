import { queryRoots } from '@vitrina/shared/kernel';

/**
 * The member's saved searches (table saved_searches), keyed on the kernel's root: the catalog saves one, the
 * dashboard lists and edits them, and a change in either refreshes the other.
 */
export const savedSearchKeys = {
  all: queryRoots.savedSearches,
  user: (userId: string) => [...queryRoots.savedSearches, 'user', userId] as const,
};
