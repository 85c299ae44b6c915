// The first import of every module a remote exposes ('@vitrina/shared/kernel-guard'): ES modules evaluate their
// imports in order, so the kernel check runs before any of the remote's own modules touch the page's kernel.
// Listed in shared/package.json "sideEffects" so webpack keeps this import.
import { checkKernel } from './checkKernel';

checkKernel();
