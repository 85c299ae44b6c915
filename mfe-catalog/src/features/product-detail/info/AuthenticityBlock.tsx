import styled from 'styled-components';
import { authenticationBadge, Badge, type ProductRow } from '@vitrina/shared/core';
import { Muted, Panel, PanelTitle } from '../DetailLayout';
import { productDetailCopy } from '../copy';

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
  'authentication_status' | 'certifier' | 'certificate_number' | 'authentication_required' | 'escrow_required'
>;

/** Who certified the piece and with which certificate; pending and rejected states say so. */
export function AuthenticityBlock({ product }: { product: AuthProduct }) {
  const badge = authenticationBadge(product.authentication_status, product.certifier, product.certificate_number);
  const help =
    product.authentication_status === 'pending'
      ? productDetailCopy.authenticityPendingHelp
      : product.authentication_status === 'rejected'
        ? productDetailCopy.authenticityRejectedHelp
        : badge
          ? null
          : productDetailCopy.authenticityNone;
  return (
    <Panel aria-labelledby="authenticity-title">
      <PanelTitle id="authenticity-title">{productDetailCopy.authenticity}</PanelTitle>
      {badge ? (
        <div>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
      ) : null}
      {help ? <Muted>{help}</Muted> : null}
      <Facts>
        {product.authentication_status === 'verified' && product.certifier ? (
          <li>
            {productDetailCopy.certifier}: <strong>{product.certifier}</strong>
          </li>
        ) : null}
        {product.authentication_status === 'verified' && product.certificate_number ? (
          <li>
            {productDetailCopy.certificateNumber}: <strong>{product.certificate_number}</strong>
          </li>
        ) : null}
        {product.authentication_required ? <li>{productDetailCopy.authenticationRequired}</li> : null}
        {product.escrow_required ? <li>{productDetailCopy.escrow}</li> : null}
      </Facts>
    </Panel>
  );
}
