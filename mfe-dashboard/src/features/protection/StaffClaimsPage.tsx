import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  copy,
  errorText,
  fillCopy,
  formatDate,
  formatPrice,
  FormField,
  Input,
  paths,
  Skeleton,
  Textarea,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { DialogFields } from '../staff/ReasonDialog';
import { Actions, Meta, Panel } from '../trade-common/tradeStyles';
import { orderCopy } from '../orders/copy';
import { orderNumber } from '../orders/orderDisplay';
import { ClaimsIcon } from '../layout/navIcons';
import { CLAIM_BADGE } from './ClaimPanel';
import { ClaimTimeline } from './ClaimTimeline';
import { protectionCopy } from './copy';
import { useClaimCase, useProtectionAction, useStaffClaims, type ClaimCase } from './protectionApi';
import { claimDecisionSchema, parseDecisionAmount, type ClaimDecision, type ClaimDecisionValues } from './claimSchema';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Queue = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  align-content: start;
`;

const QueueItem = styled.button<{ $active: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.navy : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const CaseBody = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

type Decision = ClaimDecision;

const nameOf = (person: { display_name: string | null; username: string | null } | null) =>
  person?.display_name || person?.username || copy.common.defaultUserName;

function DecisionDialog({ found, decision, onClose }: { found: ClaimCase; decision: Decision; onClose: () => void }) {
  const id = useId();
  const action = useProtectionAction();
  const held = Number(found.money.held);
  const formik = useFormik<ClaimDecisionValues>({
    initialValues: { amount: '', reason: '' },
    validationSchema: claimDecisionSchema(decision, held),
    onSubmit: async ({ amount, reason }) => {
      try {
        await action.mutateAsync({
          action: 'decide',
          claimId: found.claim.id,
          decision,
          reason,
          amount: decision === 'refund_partial' ? Math.round(parseDecisionAmount(amount) * 100) / 100 : null,
        });
        toast({ title: protectionCopy.decided, variant: 'success' });
        onClose();
      } catch (error) {
        // the dialog stays open with the amount and the reason
        toast({ title: protectionCopy.actionFailed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  const errorOf = (field: keyof ClaimDecisionValues) => (formik.touched[field] ? formik.errors[field] : null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={protectionCopy.decideTitle[decision]}
      description={protectionCopy.decideBody}
      confirmLabel={protectionCopy.decideTitle[decision]}
      pending={formik.isSubmitting}
      onConfirm={() => void formik.submitForm()}
    >
      <DialogFields>
        {decision === 'refund_partial' ? (
          <FormField label={protectionCopy.amountLabel} id={`${id}-amount`} error={errorOf('amount')} required>
            <Input inputMode="decimal" {...formik.getFieldProps('amount')} />
          </FormField>
        ) : null}
        <FormField label={protectionCopy.decisionReasonLabel} id={`${id}-reason`} error={errorOf('reason')} required>
          <Textarea rows={4} maxLength={1000} {...formik.getFieldProps('reason')} />
        </FormField>
      </DialogFields>
    </ConfirmDialog>
  );
}

function CaseView({ claimId }: { claimId: string }) {
  const found = useClaimCase(claimId);
  const [decision, setDecision] = useState<Decision | null>(null);
  if (found.isPending) return <Skeleton height="320px" />;
  if (found.isError || !found.data)
    return <LoadError title={protectionCopy.staffLoadError} onRetry={() => void found.refetch()} />;
  const data = found.data;
  const open = ['open', 'return_requested', 'return_shipped', 'escalated'].includes(data.claim.status);
  return (
    <CaseBody as="section" aria-labelledby="claim-case" data-testid="claim-case">
      <header>
        <h2 id="claim-case">
          {fillCopy(protectionCopy.claimTitle, { reason: protectionCopy.reasons[data.claim.reason] })}
        </h2>
        <Badge variant={CLAIM_BADGE[data.claim.status]}>{protectionCopy.claimStatus[data.claim.status]}</Badge>
      </header>
      <Meta>{fillCopy(protectionCopy.buyerLabel, { name: nameOf(data.buyer) })}</Meta>
      <Meta>
        {fillCopy(protectionCopy.sellerLabel, {
          name: nameOf(data.seller),
          n: data.seller?.claims_for_buyer ?? 0,
        })}{' '}
        {data.seller?.username ? (
          <Link to={paths.seller(data.seller.username)}>{protectionCopy.viewSellerPage}</Link>
        ) : null}
      </Meta>
      <h3>{orderNumber(data.order)}</h3>
      <Meta>
        {fillCopy(protectionCopy.orderLabel, {
          date: formatDate(data.order.created_at),
          status: orderCopy.orderStatus[data.order.status as keyof typeof orderCopy.orderStatus] ?? data.order.status,
        })}
      </Meta>
      <ul>
        {data.items.map((item) => (
          <li key={item.product_id}>
            <Link to={paths.product(item.product_id)}>{item.title}</Link> · {formatPrice(item.price)} ·{' '}
            {fillCopy(protectionCopy.certificateLabel, {
              status: protectionCopy.certificateStatus[item.authentication_status ?? 'none'],
            })}
            {item.certifier ? ` (${item.certifier} ${item.certificate_number ?? ''})` : ''}
          </li>
        ))}
      </ul>
      <Meta>
        {fillCopy(protectionCopy.heldLabel, {
          amount: formatPrice(data.money.held),
          captured: formatPrice(data.money.captured),
        })}
      </Meta>
      <h3>{protectionCopy.timelineTitle}</h3>
      <ClaimTimeline events={data.events} />
      {open ? (
        <Actions>
          <Button type="button" size="sm" onClick={() => setDecision('refund_full')}>
            {protectionCopy.decideRefundFull}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDecision('refund_partial')}>
            {protectionCopy.decideRefundPartial}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDecision('seller')}>
            {protectionCopy.decideSeller}
          </Button>
        </Actions>
      ) : null}
      {decision ? <DecisionDialog found={data} decision={decision} onClose={() => setDecision(null)} /> : null}
    </CaseBody>
  );
}

/** /dashboard/reclamos (staff): the open claims, escalated first, and the chosen one's case with the decisions. */
export function StaffClaimsPage() {
  const claims = useStaffClaims();
  const [params, setParams] = useSearchParams();
  const header = <PageHeader title={protectionCopy.staffTitle} description={protectionCopy.staffDescription} />;
  if (claims.isPending)
    return (
      <>
        {header}
        <ListSkeleton />
      </>
    );
  if (claims.isError)
    return (
      <>
        {header}
        <LoadError title={protectionCopy.staffLoadError} onRetry={() => void claims.refetch()} />
      </>
    );
  const chosen = params.get('id');
  const selected = chosen ?? null;
  if (!claims.data.length && !selected)
    return (
      <>
        {header}
        <EmptyPanel
          icon={<ClaimsIcon />}
          title={protectionCopy.staffEmptyTitle}
          description={protectionCopy.staffEmptyDescription}
        />
      </>
    );
  return (
    <>
      {header}
      <Columns>
        <Queue aria-label={protectionCopy.staffTitle}>
          {claims.data.map((claim) => (
            <li key={claim.id}>
              <QueueItem
                type="button"
                $active={claim.id === selected}
                aria-current={claim.id === selected ? 'true' : undefined}
                onClick={() => setParams({ id: claim.id })}
                data-testid="claim-queue-item"
              >
                <strong>{protectionCopy.reasons[claim.reason]}</strong>
                <span>
                  <Badge variant={CLAIM_BADGE[claim.status]}>{protectionCopy.claimStatus[claim.status]}</Badge>
                </span>
                <Meta>
                  {orderNumber({ id: claim.order_id })} · {formatDate(claim.created_at)}
                </Meta>
              </QueueItem>
            </li>
          ))}
        </Queue>
        {selected ? (
          <CaseView claimId={selected} />
        ) : (
          <Panel>
            <Meta>{protectionCopy.staffPick}</Meta>
          </Panel>
        )}
      </Columns>
    </>
  );
}
