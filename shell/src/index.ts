import { inNextTaskHoldingLoad } from './app/nextTask';

// Async boundary: shared singletons (React, router, stores) are negotiated before any app code runs. The federation
// runtime starts in this task (its share scope set up); what the bootstrap consumes is resolved and its chunks are
// asked for in the next one, so a phone's CPU does not run both in one long task. The document's `load` waits for it.
inNextTaskHoldingLoad(() => void import('./bootstrap'));
