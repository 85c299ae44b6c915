/**
 * The kernel's version: the same as shared/package.json's (a jest test keeps them equal). A remote built against a
 * range the page's kernel does not satisfy refuses to start with KernelVersionError, which the shell's remote
 * fallback turns into a Spanish message (checkKernel in @vitrina/shared/core).
 */
export const KERNEL_VERSION: string = '2.0.0';
