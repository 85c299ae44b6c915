import { lazy, type ComponentType } from 'react';

/** A page component loaded with its own chunk on first visit: lazyPage(() => import('./X'), 'XPage'). */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
