import styled from 'styled-components';
import { authenticationBadge, Badge, type ProductRow } from '@vitrina/shared/core';
import { Muted, Panel, PanelTitle } from '../DetailLayout';
import { productDetailCopy } from '../copy';
import { ProtectionNote } from '../protection/ProtectionNote';

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

type AuthProduct = Pick<
  ProductRow,
  'authentication_status' | 'certifier' | 'certificate_number' | 'authentication_required' | 'escrow_required' | 'price'
>;

const Declared = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Who certified the piece and with which certificate. A verified certificate is the staff's; a pending one is what
 * the seller declared, shown as such until the staff verify it; a rejected one is not shown.
 */
export function AuthenticityBlock({ product }: { product: AuthProduct }) {
  const badge = authenticationBadge(product.authentication_status, product.certifier, product.certificate_number);
  const verified = product.authentication_status === 'verified';
  const declared =
    product.authentication_status === 'pending' && Boolean(product.certifier || product.certificate_number);
  const help = declared
    ? productDetailCopy.declaredHelp
    : product.authentication_status === 'pending'
      ? productDetailCopy.authenticityPendingHelp
      : product.authentication_status === 'rejected'
        ? productDetailCopy.authenticityRejectedHelp
        : badge
          ? null
          : productDetailCopy.authenticityNone;
  const suffix = declared ? <Declared> ({productDetailCopy.declaredBySeller})</Declared> : null;
  return (
    <Panel aria-labelledby="authenticity-title" data-testid="authenticity">
      <PanelTitle id="authenticity-title">{productDetailCopy.authenticity}</PanelTitle>
      {badge ? (
        <div>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
      ) : null}
      {help ? <Muted>{help}</Muted> : null}
      <Facts>
        {(verified || declared) && product.certifier ? (
          <li>
            {productDetailCopy.certifier}: <strong>{product.certifier}</strong>
            {suffix}
          </li>
        ) : null}
        {(verified || declared) && product.certificate_number ? (
          <li>
            {productDetailCopy.certificateNumber}: <strong>{product.certificate_number}</strong>
            {suffix}
          </li>
        ) : null}
        {product.authentication_required ? <li>{productDetailCopy.authenticationRequired}</li> : null}
      </Facts>
      <ProtectionNote product={product} />
    </Panel>
  );
}
