// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { WaitlistLandingForm } from '../features/waitlist/WaitlistForm';
// Federation expose './WaitlistLandingForm': the coming-soon page's waiting-list form, borrowed with useExposed.
export default WaitlistLandingForm satisfies ExposedComponent<'mfe_auth', 'WaitlistLandingForm'>;
