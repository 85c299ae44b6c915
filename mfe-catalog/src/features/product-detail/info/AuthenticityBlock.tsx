import styled from 'styled-components';
import { authenticationBadge, Badge, copy, type ProductRow } from '@vitrina/shared/core';
import { Muted, Panel, PanelTitle } from '../DetailLayout';

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
      ? copy.productDetail.authenticityPendingHelp
      : product.authentication_status === 'rejected'
        ? copy.productDetail.authenticityRejectedHelp
        : badge
          ? null
          : copy.productDetail.authenticityNone;
  return (
    <Panel aria-labelledby="authenticity-title">
      <PanelTitle id="authenticity-title">{copy.productDetail.authenticity}</PanelTitle>
      {badge ? (
        <div>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
      ) : null}
      {help ? <Muted>{help}</Muted> : null}
      <Facts>
        {product.authentication_status === 'verified' && product.certifier ? (
          <li>
            {copy.productDetail.certifier}: <strong>{product.certifier}</strong>
          </li>
        ) : null}
        {product.authentication_status === 'verified' && product.certificate_number ? (
          <li>
            {copy.productDetail.certificateNumber}: <strong>{product.certificate_number}</strong>
          </li>
        ) : null}
        {product.authentication_required ? <li>{copy.productDetail.authenticationRequired}</li> : null}
        {product.escrow_required ? <li>{copy.productDetail.escrow}</li> : null}
      </Facts>
    </Panel>
  );
}
