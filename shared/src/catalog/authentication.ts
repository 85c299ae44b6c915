import { copy, fillCopy } from '../copy';
import type { BadgeVariant } from '../ui/Badge';

export interface AuthenticationBadge {
  label: string;
  variant: BadgeVariant;
  certificateNumber?: string;
}

/**
 * The authentication badge of a product (spec §3): none → no badge, pending, verified by the
 * certifier (with the certificate number), rejected; unknown statuses read as none.
 */
export function authenticationBadge(
  status: string | null | undefined,
  certifier?: string | null,
  certificateNumber?: string | null,
): AuthenticationBadge | null {
  switch (status) {
    case 'pending':
      return { label: copy.display.authenticationPending, variant: 'warning' };
    case 'verified':
      return {
        label: certifier ? fillCopy(copy.display.verifiedBy, { certifier }) : 'Verificado',
        variant: 'success',
        certificateNumber: certificateNumber ?? undefined,
      };
    case 'rejected':
      return { label: copy.display.authenticationRejected, variant: 'destructive' };
    default:
      return null;
  }
}
