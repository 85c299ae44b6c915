import {
  Alert,
  Badge,
  copy,
  fillCopy,
  formatDate,
  plural,
  Skeleton,
  VERIFICATION_LEVELS,
  VERIFICATION_REQUEST_TYPES,
  type VerificationRequestRow,
  VisuallyHidden,
} from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { useMyVerificationRequests } from './verificationApi';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { verificationRequestCopy } from './copy';
import { verificationReviewCopy } from '../staff/verification/copy';
import { History, Muted, RequestCard, RequestList } from './VerificationRequestPage.styles';

const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

const typeLabel = (type: string) => VERIFICATION_REQUEST_TYPES.find((option) => option.value === type)?.label ?? type;
export const levelLabel = (level: string | null | undefined) =>
  VERIFICATION_LEVELS.find((option) => option.value === level)?.label ?? level ?? '';

function RequestItem({ request }: { request: VerificationRequestRow }) {
  return (
    <RequestCard as="li" aria-label={fillCopy(verificationReviewCopy.type, { type: typeLabel(request.type) })}>
      <header>
        <strong>{fillCopy(verificationReviewCopy.type, { type: typeLabel(request.type) })}</strong>
        <Badge variant={STATUS_VARIANT[request.status]}>{verificationRequestCopy.status[request.status]}</Badge>
      </header>
      <Muted>
        {fillCopy(verificationRequestCopy.sentOn, { date: formatDate(request.created_at) })} ·{' '}
        {request.documents.urls.length === 1
          ? verificationRequestCopy.oneDocument
          : plural(request.documents.urls.length, verificationRequestCopy.documentsCount)}
        {request.reviewed_at ? (
          <> · {fillCopy(verificationRequestCopy.reviewedOn, { date: formatDate(request.reviewed_at) })}</>
        ) : null}
      </Muted>
      {request.status === 'approved' && request.granted_level ? (
        <Muted>{fillCopy(verificationRequestCopy.grantedLevel, { level: levelLabel(request.granted_level) })}</Muted>
      ) : null}
      {request.status === 'rejected' && request.review_notes ? (
        <Alert live="off" title={verificationRequestCopy.reason}>
          {request.review_notes}
        </Alert>
      ) : null}
    </RequestCard>
  );
}

function HistorySkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
      <RequestList as="div">
        {[0, 1].map((i) => (
          <Skeleton key={i} height="96px" />
        ))}
      </RequestList>
    </div>
  );
}

/** 'Mis solicitudes': the member's requests, newest first, each with its status and the team's answer. */
export function RequestHistory({ requests }: { requests: ReturnType<typeof useMyVerificationRequests> }) {
  const user = useUser();
  return (
    <History aria-labelledby="verification-history-title">
      <h2 id="verification-history-title">{verificationRequestCopy.historyTitle}</h2>
      {requests.isPending && user ? (
        <HistorySkeleton />
      ) : requests.isError ? (
        <LoadError title={verificationRequestCopy.historyLoadError} onRetry={() => void requests.refetch()} />
      ) : (requests.data ?? []).length === 0 ? (
        <EmptyPanel
          title={verificationRequestCopy.historyEmptyTitle}
          description={verificationRequestCopy.historyEmptyDescription}
        />
      ) : (
        <RequestList aria-label={verificationRequestCopy.historyTitle}>
          {(requests.data ?? []).map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </RequestList>
      )}
    </History>
  );
}
