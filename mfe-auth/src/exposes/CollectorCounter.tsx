// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { CollectorCounter } from '../features/collector-counter/CollectorCounter';
// Federation expose './CollectorCounter': how many collectors wait, beside the shell's waiting-list forms, borrowed with useExposed.
export default CollectorCounter satisfies ExposedComponent<'mfe_auth', 'CollectorCounter'>;
