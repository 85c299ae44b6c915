import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A remote's standalone bootstrap (npm start -w mfe-x): its own root in the page's #root, with the same pages the
 * shell shows. One helper so every remote mounts alone the same way.
 */
export function mountStandalone(Root: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
