// Async boundary: shared singletons (React, router, stores) are negotiated before any app code runs.
void import('./bootstrap');
