import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteRoot } from './RemoteRoot';

// Standalone mount: the team runs this remote on its own (npm start -w mfe-dashboard) with the same pages the shell shows.
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <RemoteRoot />
  </StrictMode>,
);
