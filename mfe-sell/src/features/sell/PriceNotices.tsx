import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { priceWarning, requiresIdentityVerification } from '@vitrina/shared/core';
import { sellCopy } from './copy';

const Note = styled.div<{ $tone: 'warning' | 'info' }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ $tone, theme }) =>
    $tone === 'warning'
      ? css`
          background: ${theme.colors.warningSoft};
          color: ${theme.colors.warning};
        `
      : css`
          background: ${theme.colors.infoSoft};
          color: ${theme.colors.info};
        `}
`;

/** A number typed in the price field, or null while it is empty or not a number. */
export function typedPrice(value: number | ''): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export interface PriceNoticesProps {
  price: number | '';
  /** false when the seller's profile says identity is not verified; undefined while unknown */
  identityVerified: boolean | undefined;
}

/**
 * Under the price, as it is typed: the spec's low/high warnings (the preview still opens) and, from 5,000 MXN,
 * the identity rule, before the seller spends time on photos.
 */
export function PriceNotices({ price, identityVerified }: PriceNoticesProps) {
  const amount = typedPrice(price);
  if (amount === null) return null;
  const warning = priceWarning(amount);
  const needsIdentity = requiresIdentityVerification(amount) && identityVerified === false;
  if (!warning && !needsIdentity) return null;
  return (
    <div aria-live="polite">
      {warning === 'low' ? (
        <Note $tone="warning" role="status">
          <strong>{sellCopy.priceTooLowTitle}</strong>
          {sellCopy.priceTooLowDescription}
        </Note>
      ) : null}
      {warning === 'high' ? (
        <Note $tone="warning" role="status">
          <strong>{sellCopy.priceTooHighTitle}</strong>
          {sellCopy.priceTooHighDescription}
        </Note>
      ) : null}
      {needsIdentity ? (
        <Note $tone="info" role="status">
          <strong>{sellCopy.verificationRequiredTitle}</strong>
          {sellCopy.identityNotice} <Link to="/dashboard/profile">{sellCopy.identityNoticeLink}</Link>
        </Note>
      ) : null}
    </div>
  );
}
