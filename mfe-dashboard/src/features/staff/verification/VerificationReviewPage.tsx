import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  fillCopy,
  formatDate,
  formatRelativeTime,
  plural,
  VERIFICATION_LEVELS,
  VERIFICATION_REQUEST_TYPES,
  bareList,
} from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { useVerificationQueue, useVerificationRealtime, type ReviewItem } from '../../verification/verificationApi';
import { VerificationIcon } from '../../layout/navIcons';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../../trade-common/LoadState';
import { List, Meta } from '../../trade-common/tradeStyles';
import { ApproveDialog, RejectDialog, type DecisionTarget } from './VerificationDecisionDialogs';
import { verificationRequestCopy } from '../../verification/copy';
import { verificationReviewCopy } from './copy';
import { DecisionButtons, Facts, ReviewCard, ReviewColumn } from '../reviewCardStyles';

const Flags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}
`;

const Notes = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Documents = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}
  a,
  .missing {
    display: grid;
    place-items: center;
    aspect-ratio: 4 / 3;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
    text-decoration: none;
    padding: ${({ theme }) => theme.space[1]};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  img {
    width: 100%;
    height: 100%;
    /* an identity card must be read whole, not cropped */
    object-fit: contain;
    display: block;
  }
  .missing {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  .pdf-mark {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    justify-items: center;
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? '';

const nameOf = (item: ReviewItem) =>
  item.requester?.display_name ?? item.requester?.username ?? verificationReviewCopy.requesterUnknown;

function RequesterFacts({ requester }: { requester: ReviewItem['requester'] }) {
  if (!requester) return <Meta>{verificationReviewCopy.requesterUnknown}</Meta>;
  const flags: [boolean, string, string][] = [
    [requester.identity_verified, verificationReviewCopy.flagIdentity, verificationReviewCopy.flagNoIdentity],
    [requester.is_verified, verificationReviewCopy.flagBadge, verificationReviewCopy.flagNoBadge],
    [Boolean(requester.phone_number), verificationReviewCopy.flagPhone, verificationReviewCopy.flagNoPhone],
  ];
  return (
    <>
      {requester.username ? <Meta>@{requester.username}</Meta> : null}
      <Facts>
        <dt>{verificationReviewCopy.level}</dt>
        <dd>{labelOf(VERIFICATION_LEVELS, requester.verification_level)}</dd>
        <dt>{verificationReviewCopy.sales}</dt>
        <dd>{requester.sales_count}</dd>
        <dt>{verificationReviewCopy.rating}</dt>
        <dd>
          {requester.review_count > 0
            ? fillCopy(verificationReviewCopy.ratingValue, {
                rating: Number(requester.rating ?? 0).toFixed(1),
                count: plural(requester.review_count, verificationReviewCopy.reviewsCount),
              })
            : verificationReviewCopy.noReviews}
        </dd>
        <dt>{verificationReviewCopy.since}</dt>
        <dd>
          {formatDate(requester.created_at)} ({formatRelativeTime(requester.created_at)})
        </dd>
      </Facts>
      <Flags>
        {flags.map(([on, yes, no]) => (
          <li key={yes}>
            <Badge variant={on ? 'success' : 'secondary'}>{on ? yes : no}</Badge>
          </li>
        ))}
      </Flags>
    </>
  );
}

function DocumentLinks({ item }: { item: ReviewItem }) {
  if (!item.files.length) return <Meta>{verificationReviewCopy.noDocuments}</Meta>;
  const name = nameOf(item);
  return (
    <Documents aria-label={verificationReviewCopy.documents}>
      {item.files.map((file, index) => {
        const n = index + 1;
        if (!file.url) {
          return (
            <li key={file.path}>
              <span className="missing">{fillCopy(verificationReviewCopy.documentUnavailable, { n })}</span>
            </li>
          );
        }
        return (
          <li key={file.path}>
            {file.kind === 'pdf' ? (
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                aria-label={fillCopy(verificationReviewCopy.openPdf, { n })}
              >
                <span className="pdf-mark" aria-hidden="true">
                  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                    <path d="M14 3v5h5" />
                  </svg>
                  PDF {n}
                </span>
              </a>
            ) : (
              <a href={file.url} target="_blank" rel="noreferrer">
                <img src={file.url} alt={fillCopy(verificationReviewCopy.documentAlt, { n, name })} loading="lazy" />
              </a>
            )}
          </li>
        );
      })}
    </Documents>
  );
}

function RequestCard({ item, onApprove, onReject }: { item: ReviewItem; onApprove: () => void; onReject: () => void }) {
  // the database refuses a decision on one's own request; the card says so instead of offering the buttons
  const own = useUser()?.id === item.user_id;
  const type = labelOf(VERIFICATION_REQUEST_TYPES, item.type);
  return (
    <ReviewCard as="li" aria-label={`${nameOf(item)}: ${fillCopy(verificationReviewCopy.type, { type })}`}>
      <ReviewColumn aria-label={verificationReviewCopy.requester}>
        <h3>{verificationReviewCopy.requester}</h3>
        <RequesterFacts requester={item.requester} />
      </ReviewColumn>
      <ReviewColumn>
        <div>
          <Badge variant="warning">{fillCopy(verificationReviewCopy.type, { type })}</Badge>
        </div>
        <h2>{nameOf(item)}</h2>
        <Meta>
          {fillCopy(verificationRequestCopy.sentOn, { date: formatDate(item.created_at) })} ·{' '}
          {formatRelativeTime(item.created_at)}
        </Meta>
        <h3>{verificationReviewCopy.notes}</h3>
        <Notes>{item.notes}</Notes>
        <h3>{verificationReviewCopy.documents}</h3>
        <DocumentLinks item={item} />
      </ReviewColumn>
      <ReviewColumn>
        {own ? (
          <Meta>{verificationReviewCopy.ownRequest}</Meta>
        ) : (
          <DecisionButtons>
            <Button type="button" onClick={onApprove}>
              {verificationReviewCopy.approve}
            </Button>
            <Button type="button" variant="outline" onClick={onReject}>
              {verificationReviewCopy.reject}
            </Button>
          </DecisionButtons>
        )}
      </ReviewColumn>
    </ReviewCard>
  );
}

type Deciding = ({ kind: 'approve' | 'reject' } & DecisionTarget) | null;

/** /dashboard/verification-review (trusted members only): pending verification requests, the oldest first. */
export function VerificationReviewPage() {
  const queue = useVerificationQueue();
  useVerificationRealtime();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const items = queue.data ?? [];
  const target = (kind: 'approve' | 'reject', item: ReviewItem) =>
    setDeciding({ kind, id: item.id, name: nameOf(item), type: item.type });
  return (
    <>
      <PageHeader
        title={verificationReviewCopy.title}
        description={verificationReviewCopy.description}
        actions={
          queue.isSuccess && items.length ? (
            <Badge variant="warning">{plural(items.length, verificationReviewCopy.pendingCount)}</Badge>
          ) : null
        }
      />
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError ? (
        <LoadError title={verificationReviewCopy.loadError} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <EmptyPanel
          icon={<VerificationIcon />}
          title={verificationReviewCopy.emptyTitle}
          description={verificationReviewCopy.emptyDescription}
        />
      ) : (
        <List aria-label={verificationReviewCopy.queueLabel}>
          {items.map((item) => (
            <RequestCard
              key={item.id}
              item={item}
              onApprove={() => target('approve', item)}
              onReject={() => target('reject', item)}
            />
          ))}
        </List>
      )}
      {deciding?.kind === 'approve' ? (
        <ApproveDialog key={deciding.id} target={deciding} onClose={() => setDeciding(null)} />
      ) : null}
      {deciding?.kind === 'reject' ? (
        <RejectDialog key={deciding.id} target={deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
