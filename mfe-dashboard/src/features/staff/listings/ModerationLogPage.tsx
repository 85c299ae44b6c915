import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  fillCopy,
  formatDate,
  formatRelativeTime,
  type BadgeVariant,
  bareList,
  paths,
} from '@vitrina/shared/core';
import { MODERATION_LOG_PAGE_SIZE, useModerationLog, type ModerationLogEntry } from './moderationApi';
import { AdminIcon } from '../../layout/navIcons';
import { PageHeader } from '../../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../../trade-common/LoadState';
import { Meta } from '../../trade-common/tradeStyles';
import { AdminTabs } from './AdminTabs';
import { moderationCopy } from './copy';

const Entries = styled.ol`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Entry = styled(Card)`
  display: grid;
  grid-template-columns: 150px 110px minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr) auto;
    & > :nth-child(3),
    & > :nth-child(4) {
      grid-column: 1 / -1;
    }
  }
`;

const Cell = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    border-radius: ${({ theme }) => theme.radii.sm};
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const DECISION_BADGE: Record<string, BadgeVariant> = {
  published: 'success',
  approved: 'success',
  rejected: 'destructive',
};

const nameOf = (person: { display_name: string | null; username: string | null } | null) =>
  person?.display_name ?? (person?.username ? `@${person.username}` : null);

function Subject({ entry }: { entry: ModerationLogEntry }) {
  if (entry.subject === 'verification_request') {
    const requester = nameOf(entry.request?.requester ?? null);
    return (
      <span>{requester ? fillCopy(moderationCopy.logRequestOf, { name: requester }) : moderationCopy.logRemoved}</span>
    );
  }
  if (!entry.product) return <Meta as="span">{moderationCopy.logRemoved}</Meta>;
  return <Link to={paths.productShort(entry.product.id)}>{entry.product.title}</Link>;
}

function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const subjectLabel = entry.subject === 'verification_request' ? moderationCopy.logSubject : moderationCopy.logPiece;
  return (
    <Entry as="li">
      <Cell>
        <Label>{moderationCopy.logWhen}</Label>
        <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
        <Meta as="span">{formatRelativeTime(entry.created_at)}</Meta>
      </Cell>
      <Cell>
        <Label>{moderationCopy.logWhat}</Label>
        <span>
          <Badge variant={DECISION_BADGE[entry.decision] ?? 'secondary'}>
            {moderationCopy.logDecision[entry.decision] ?? entry.decision}
          </Badge>
        </span>
      </Cell>
      <Cell>
        <Label>{subjectLabel}</Label>
        <Subject entry={entry} />
        <Meta as="span">
          {moderationCopy.logWho}: {nameOf(entry.actor) ?? moderationCopy.logUnknownActor}
        </Meta>
      </Cell>
      <Cell>
        <Label>{moderationCopy.logReason}</Label>
        <span>{entry.reason ?? moderationCopy.none}</span>
      </Cell>
    </Entry>
  );
}

/** /dashboard/admin/log (trusted members only): every moderation decision, newest first, a page at a time. */
export function ModerationLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const log = useModerationLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / MODERATION_LOG_PAGE_SIZE));
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('pagina', String(next));
    else search.delete('pagina');
    setParams(search);
    window.scrollTo?.({ top: 0 });
  };
  const entries = log.data?.entries ?? [];
  return (
    <>
      <PageHeader title={moderationCopy.logTitle} description={moderationCopy.logDescription} />
      <AdminTabs />
      {log.isPending ? (
        <ListSkeleton />
      ) : log.isError ? (
        <LoadError title={moderationCopy.logLoadError} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyPanel
          icon={<AdminIcon />}
          title={moderationCopy.logEmptyTitle}
          description={moderationCopy.logEmptyDescription}
        />
      ) : (
        <>
          <Entries aria-label={moderationCopy.logLabel} aria-busy={log.isPlaceholderData || undefined}>
            {entries.map((entry) => (
              <LogEntry key={entry.id} entry={entry} />
            ))}
          </Entries>
          {pages > 1 ? (
            <Pager aria-label={moderationCopy.logPagination}>
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {moderationCopy.logPrevious}
              </Button>
              <Meta as="span" aria-live="polite">
                {fillCopy(moderationCopy.logPage, { page, pages })}
              </Meta>
              <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {moderationCopy.logNext}
              </Button>
            </Pager>
          ) : null}
        </>
      )}
    </>
  );
}
