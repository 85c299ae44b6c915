// Public API of @vitrina/shared: every name of the entries. Re-exported by package name (not relative
// path) so the barrel and the entries resolve to the same shared modules and the stores exist once per page.
// Importing the barrel loads all of them; first-paint code imports '@vitrina/shared/core' instead.

export * from '@vitrina/shared/kernel';
export type * from '@vitrina/shared/contract';
export * from '@vitrina/shared/core';
export * from '@vitrina/shared/ui';
export * from '@vitrina/shared/forms';
export * from '@vitrina/shared/supabase';
export * from '@vitrina/shared/data';
