import { useState } from 'react';
import styled from 'styled-components';
import { Button, copy, errorText, fillCopy, formatDate, formatPrice, Skeleton } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import type { DashboardOrder } from '@vitrina/shared/data';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { Actions, Meta } from '../trade-common/tradeStyles';
import type { OrderSeller } from '../orders/trustApi';
import { ClaimPanel } from './ClaimPanel';
import { OpenClaimDialog } from './OpenClaimDialog';
import { protectionCopy } from './copy';
import {
  OPEN_CLAIM_STATUSES,
  useOrderClaims,
  usePaymentParts,
  useProtectionAction,
  useProtectionSettings,
  type PaymentPart,
} from './protectionApi';

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Money = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** The money lines of one part: what is held and until when, what was released, what was refunded. */
export function moneyLines(part: PaymentPart, windowDays: number, hasOpenClaim: boolean, isBuyer: boolean): string[] {
  const lines: string[] = [];
  if (part.held > 0) {
    const amount = formatPrice(part.held);
    if (hasOpenClaim) lines.push(fillCopy(protectionCopy.heldForClaim, { amount }));
    else if (part.delivered_at && part.protection_ends_at)
      lines.push(fillCopy(protectionCopy.heldUntil, { amount, date: formatDate(part.protection_ends_at) }));
    else lines.push(fillCopy(protectionCopy.heldUntilDelivery, { amount, days: windowDays }));
  }
  if (part.released > 0) lines.push(fillCopy(protectionCopy.releasedLine, { amount: formatPrice(part.released) }));
  if (part.refunded > 0)
    lines.push(
      fillCopy(isBuyer ? protectionCopy.refundedToYou : protectionCopy.refundedLine, {
        amount: formatPrice(part.refunded),
      }),
    );
  return lines;
}

interface OrderProtectionProps {
  order: DashboardOrder;
  userId: string;
  sellers: OrderSeller[];
}

/**
 * The order page's "Compra protegida": per seller part, the money (held, released, refunded), the buyer's "Todo
 * bien, liberar el pago" and "Abrir reclamo", and the part's claim with its timeline and the answers.
 */
export function OrderProtection({ order, userId, sellers }: OrderProtectionProps) {
  const isBuyer = order.buyer_id === userId;
  const parts = usePaymentParts(isBuyer ? 'buyer' : 'seller', order.id);
  const claims = useOrderClaims(order.id);
  const { windowDays, answerDays } = useProtectionSettings();
  const action = useProtectionAction();
  const [releasing, setReleasing] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);

  if (parts.isPending || claims.isPending) return <Skeleton height="96px" />;
  if (!parts.data?.length) return null;

  const release = (sellerId: string) =>
    action.mutate(
      { action: 'release', orderId: order.id, sellerId },
      {
        onSuccess: () => {
          toast({ title: protectionCopy.released, variant: 'success' });
          setReleasing(null);
        },
        onError: (error) => {
          setReleasing(null);
          toast({ title: protectionCopy.actionFailed, description: errorText(error), variant: 'destructive' });
        },
      },
    );

  const now = Date.now();
  return (
    <Wrap aria-labelledby="order-protection" data-testid="order-protection">
      <h2 id="order-protection">{protectionCopy.sectionTitle}</h2>
      <Meta>{fillCopy(isBuyer ? protectionCopy.sectionIntro : protectionCopy.sellerIntro, { days: windowDays })}</Meta>
      {parts.data.map((part) => {
        const partClaims = (claims.data ?? []).filter((claim) => claim.seller_id === part.seller_id);
        const openClaim = partClaims.find((claim) => OPEN_CLAIM_STATUSES.includes(claim.status));
        const seller = sellers.find((s) => s.id === part.seller_id);
        const name = seller?.display_name || seller?.username || copy.common.defaultUserName;
        const withinWindow = !part.protection_ends_at || new Date(part.protection_ends_at).getTime() > now;
        const canRelease = isBuyer && part.held > 0 && part.delivered_at && !openClaim && !part.full_window;
        const canClaim = isBuyer && part.held > 0 && part.shipped_at && !openClaim && withinWindow;
        return (
          <Part key={part.seller_id} data-testid="protection-part">
            <h3>{isBuyer ? fillCopy(protectionCopy.partOf, { name }) : protectionCopy.yourPart}</h3>
            {moneyLines(part, windowDays, Boolean(openClaim), isBuyer).map((line) => (
              <Money key={line}>{line}</Money>
            ))}
            {isBuyer && part.full_window && part.held > 0 ? <Meta>{protectionCopy.fullWindow}</Meta> : null}
            {canRelease || canClaim ? (
              <Actions>
                {canRelease ? (
                  <Button type="button" size="sm" onClick={() => setReleasing(part.seller_id)}>
                    {protectionCopy.releaseNow}
                  </Button>
                ) : null}
                {canClaim ? (
                  <Button type="button" size="sm" variant="outline" onClick={() => setClaiming(part.seller_id)}>
                    {protectionCopy.openClaim}
                  </Button>
                ) : null}
              </Actions>
            ) : null}
            {partClaims.map((claim) => (
              <ClaimPanel key={claim.id} claim={claim} role={isBuyer ? 'buyer' : 'seller'} held={part.held} />
            ))}
          </Part>
        );
      })}
      {releasing ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setReleasing(null))}
          title={protectionCopy.releaseTitle}
          description={protectionCopy.releaseBody}
          confirmLabel={protectionCopy.releaseNow}
          pending={action.isPending}
          onConfirm={() => release(releasing)}
        />
      ) : null}
      {claiming ? (
        <OpenClaimDialog
          orderId={order.id}
          sellerId={claiming}
          userId={userId}
          answerDays={answerDays}
          onClose={() => setClaiming(null)}
        />
      ) : null}
    </Wrap>
  );
}
