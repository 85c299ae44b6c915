import { useState } from 'react';
import styled from 'styled-components';
import {
  AUTHENTICATION_STATUS,
  Badge,
  Button,
  CONDITIONS,
  copy,
  fillCopy,
  formatDate,
  formatPrice,
  formatRelativeTime,
  getCategory,
  plural,
  RARITIES,
  SIGNED_BY,
  thumbUrlOf,
} from '@vitrina/shared/core';
import { useModerationQueue, useModerationRealtime, type QueueItem } from './moderationApi';
import { AdminIcon } from '../../layout/navIcons';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../../trade-common/LoadState';
import { List, Meta } from '../../trade-common/tradeStyles';
import { AdminTabs } from './AdminTabs';
import { AuthenticationDialog } from './AuthenticationDialog';
import { PublishDialog, RejectDialog } from './DecisionDialogs';
import { QueueFilterBar, useQueueFilters } from './QueueFilterBar';
import { SellerPanel } from './SellerPanel';
import { DecisionButtons, QueueFacts, ReviewCard, ReviewColumn } from '../reviewCardStyles';
import { collectionCopy } from '../../collection/copy';
import { dashboardCopy } from '../../layout/copy';
import { moderationCopy } from './copy';

// One column below 760 px: the photos are a strip of four a row across the card (the main photo capped at 320 px
// left the right half of every card empty at 640 px).
const Item = styled(ReviewCard)`
  @media (max-width: 760px) {
    & > :first-child {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    & > :first-child > a:first-child {
      grid-column: auto;
    }
  }
`;

const Photos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-content: start;
  a:first-child {
    grid-column: 1 / -1;
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: block;
  }
`;

const NoPhoto = styled.div`
  grid-column: 1 / -1;
  aspect-ratio: 3 / 4;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : moderationCopy.none;

function QueueCard({
  item,
  onPublish,
  onReject,
  onEditAuthentication,
}: {
  item: QueueItem;
  onPublish: () => void;
  onReject: () => void;
  onEditAuthentication: () => void;
}) {
  const category = getCategory(item.category);
  const subcategory = category?.subcategories
    .flatMap((group) => group.items)
    .find((entry) => entry.id === item.subcategory);
  return (
    <Item as="li" aria-label={item.title}>
      <Photos>
        {item.product_images.length ? (
          item.product_images.map((image, index) => (
            // the thumbnail in the queue, the full photo one click away for judging it
            <a key={image.id} href={image.image_url} target="_blank" rel="noreferrer">
              <img
                src={thumbUrlOf(image)}
                alt={fillCopy(moderationCopy.photoAlt, { title: item.title, n: index + 1 })}
                loading="lazy"
              />
            </a>
          ))
        ) : (
          <NoPhoto>{moderationCopy.noPhotos}</NoPhoto>
        )}
      </Photos>
      <ReviewColumn as="div">
        <div>
          <Badge variant="warning">{collectionCopy.listingStatus.pending}</Badge>
        </div>
        <h2>{item.title}</h2>
        <strong>{formatPrice(item.price)}</strong>
        <Meta>
          {fillCopy(moderationCopy.submittedOn, { date: formatDate(item.created_at) })} ·{' '}
          {formatRelativeTime(item.created_at)}
        </Meta>
        <Description>{item.description}</Description>
        <QueueFacts aria-label={collectionCopy.details}>
          <dt>{copy.sell.fieldCategory}</dt>
          <dd>{category?.name ?? item.category}</dd>
          <dt>{copy.sell.fieldSubcategory}</dt>
          <dd>{subcategory?.name ?? item.subcategory ?? moderationCopy.none}</dd>
          <dt>{copy.sell.fieldCondition}</dt>
          <dd>{labelOf(CONDITIONS, item.condition)}</dd>
          <dt>{copy.sell.fieldRarity}</dt>
          <dd>{labelOf(RARITIES, item.rarity)}</dd>
          <dt>{copy.sell.fieldPsaGrade}</dt>
          <dd>{item.psa_grade ?? moderationCopy.none}</dd>
          <dt>{copy.sell.fieldSignedBy}</dt>
          <dd>{labelOf(SIGNED_BY, item.signed_by)}</dd>
          <dt>{copy.sell.fieldCertifier}</dt>
          <dd>{item.certifier ?? moderationCopy.none}</dd>
          <dt>{copy.sell.fieldCertificateNumber}</dt>
          <dd>{item.certificate_number ?? moderationCopy.none}</dd>
          <dt>{moderationCopy.authentication}</dt>
          <dd>{labelOf(AUTHENTICATION_STATUS, item.authentication_status) || moderationCopy.authenticationNone}</dd>
          <dt>{copy.sell.fieldStock}</dt>
          <dd>{plural(item.stock, collectionCopy.stock)}</dd>
        </QueueFacts>
      </ReviewColumn>
      <Side>
        <DecisionButtons>
          <Button type="button" onClick={onPublish}>
            {moderationCopy.publish}
          </Button>
          <Button type="button" variant="outline" onClick={onReject}>
            {moderationCopy.reject}
          </Button>
          <Button type="button" variant="ghost" onClick={onEditAuthentication}>
            {moderationCopy.editAuthentication}
          </Button>
        </DecisionButtons>
        <SellerPanel item={item} />
      </Side>
    </Item>
  );
}

type Deciding =
  { kind: 'publish' | 'reject'; id: string; title: string } | { kind: 'authentication'; item: QueueItem } | null;

/** /dashboard/admin (Panel Admin, trusted members only): the listing review queue, oldest piece first. */
export function AdminPanelPage() {
  const [filters, setFilters] = useQueueFilters();
  const queue = useModerationQueue(filters);
  useModerationRealtime(true);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const items = queue.data ?? [];
  const filtered = Boolean(filters.category || filters.age);
  return (
    <>
      <PageHeader
        title={dashboardCopy.adminPanel}
        description={moderationCopy.description}
        actions={
          queue.isSuccess && items.length ? (
            <Badge variant="warning">{plural(items.length, moderationCopy.pendingCount)}</Badge>
          ) : null
        }
      />
      <AdminTabs />
      <QueueFilterBar filters={filters} onChange={setFilters} />
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError ? (
        <LoadError title={moderationCopy.loadError} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyPanel
            icon={<AdminIcon />}
            title={moderationCopy.filteredEmptyTitle}
            description={moderationCopy.filteredEmptyDescription}
            action={
              <Button type="button" variant="outline" onClick={() => setFilters({ category: null, age: null })}>
                {moderationCopy.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyPanel
            icon={<AdminIcon />}
            title={moderationCopy.emptyTitle}
            description={moderationCopy.emptyDescription}
          />
        )
      ) : (
        <List aria-label={moderationCopy.queueLabel} aria-busy={queue.isPlaceholderData || undefined}>
          {items.map((item) => (
            <QueueCard
              key={item.id}
              item={item}
              onPublish={() => setDeciding({ kind: 'publish', id: item.id, title: item.title })}
              onReject={() => setDeciding({ kind: 'reject', id: item.id, title: item.title })}
              onEditAuthentication={() => setDeciding({ kind: 'authentication', item })}
            />
          ))}
        </List>
      )}
      {deciding?.kind === 'publish' ? <PublishDialog piece={deciding} onClose={() => setDeciding(null)} /> : null}
      {deciding?.kind === 'reject' ? (
        <RejectDialog key={deciding.id} piece={deciding} onClose={() => setDeciding(null)} />
      ) : null}
      {deciding?.kind === 'authentication' ? (
        <AuthenticationDialog key={deciding.item.id} piece={deciding.item} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}
