// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { WaitlistHomeForm } from '../features/waitlist/WaitlistForm';
// Federation expose './WaitlistHomeForm': the signed-in home page's waiting-list form, borrowed with useExposed.
export default WaitlistHomeForm satisfies ExposedComponent<'mfe_auth', 'WaitlistHomeForm'>;
