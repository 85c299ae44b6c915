// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { NewsletterSignup } from '../features/newsletter/NewsletterSignup';
// Federation expose './NewsletterSignup': the newsletter form of the shell's pages (coming soon, the home page), borrowed with useExposed.
export default NewsletterSignup satisfies ExposedComponent<'mfe_auth', 'NewsletterSignup'>;
