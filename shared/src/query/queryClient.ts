import { globalSingleton } from '../globalSingleton';
import { createQueryClient } from './createQueryClient';

/** The page's one QueryClient, shared by the shell and every remote. */
export const queryClient = globalSingleton('queryClient', createQueryClient);
