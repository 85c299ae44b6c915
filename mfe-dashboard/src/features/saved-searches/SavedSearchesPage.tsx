import { useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  copy,
  EmptyState,
  errorText,
  fillCopy,
  formatDate,
  FormField,
  Input,
  Skeleton,
  bareList,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { PageHeader } from '../layout/PageHeader';
import { SavedSearchIcon } from '../layout/navIcons';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { describeSavedSearch, savedSearchHref } from './describeSavedSearch';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch, type SavedSearch } from './savedSearchesApi';
import { savedSearchesCopy as t } from './copy';
import { renameSchema, SAVED_SEARCH_NAME_MAX, type RenameValues } from './renameSchema';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled(Card).withConfig({ shouldForwardProp: (prop) => prop !== 'paused' })<{ paused: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  background: ${({ paused, theme }) => (paused ? theme.colors.surfaceMuted : theme.colors.surface)};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Filters = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
  @media (max-width: 720px) {
    justify-content: flex-start;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function showError(error: unknown) {
  toast({
    title: t.errorTitle,
    description: errorText(error, { fallback: t.errorDescription }),
    variant: 'destructive',
  });
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const formik = useFormik<RenameValues>({
    initialValues: { name: search.name },
    validationSchema: renameSchema,
    onSubmit: async ({ name }) => {
      try {
        await update.mutateAsync({ id: search.id, name: name.trim() });
        toast({ title: t.renamed, variant: 'success' });
        onClose();
      } catch (error) {
        // the dialog stays open with the name typed
        showError(error);
      }
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.renameTitle}
      description={t.renameDescription}
      confirmLabel={t.renameConfirm}
      pending={formik.isSubmitting}
      onConfirm={() => void formik.submitForm()}
    >
      <FormField label={t.renameField} required error={formik.touched.name ? formik.errors.name : undefined}>
        <Input {...formik.getFieldProps('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
    </ConfirmDialog>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.deleteTitle}
      description={fillCopy(t.deleteDescription, { name: search.name })}
      confirmLabel={t.deleteConfirm}
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(search.id, {
          onSuccess: () => {
            toast({ title: t.deleted, variant: 'success' });
            onClose();
          },
          onError: showError,
        })
      }
    />
  );
}

function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateSavedSearch();
  const name = { name: search.name };
  const togglePause = () =>
    update.mutate(
      { id: search.id, paused: !search.paused },
      {
        onSuccess: () => toast({ title: search.paused ? t.resumedToast : t.pausedToast, variant: 'success' }),
        onError: showError,
      },
    );
  return (
    <Row as="li" paused={search.paused} aria-label={search.name}>
      <Info>
        <h2>{search.name}</h2>
        <Filters>{describeSavedSearch(search)}</Filters>
        <Meta>
          <Badge variant={search.paused ? 'warning' : 'success'}>{search.paused ? t.paused : t.active}</Badge>
          {search.notify_email ? <Badge variant="info">{t.byEmail}</Badge> : null}
          <span>{fillCopy(t.savedOn, { date: formatDate(search.created_at) })}</span>
        </Meta>
      </Info>
      <Actions>
        <Button as={Link} to={savedSearchHref(search)} size="sm" aria-label={fillCopy(t.openLabel, name)}>
          {t.open}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onRename} aria-label={fillCopy(t.renameLabel, name)}>
          {t.rename}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={togglePause}
          disabled={update.isPending}
          aria-label={fillCopy(search.paused ? t.resumeLabel : t.pauseLabel, name)}
        >
          {search.paused ? t.resume : t.pause}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={fillCopy(t.deleteLabel, name)}>
          {t.delete}
        </Button>
      </Actions>
    </Row>
  );
}

/** /dashboard/busquedas: list, open, rename, pause/resume and delete the member's saved searches. */
export function SavedSearchesPage() {
  const searches = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const list = searches.data ?? [];

  let body;
  if (searches.isPending)
    body = (
      <List aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height="96px" />
          </li>
        ))}
      </List>
    );
  else if (searches.isError) body = <EmptyState title={t.loadError} description={copy.common.tryAgain} />;
  else if (list.length === 0)
    body = (
      <Card>
        <EmptyState
          icon={<SavedSearchIcon />}
          title={t.emptyTitle}
          description={t.emptyDescription}
          link={{ to: '/products', label: t.goToCatalog, variant: 'outline' }}
        />
      </Card>
    );
  else
    body = (
      <List>
        {list.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            onRename={() => setRenaming(search)}
            onDelete={() => setDeleting(search)}
          />
        ))}
      </List>
    );

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={list.length ? <Count>{fillCopy(t.countOf, { count: list.length })}</Count> : undefined}
      />
      {body}
      {renaming ? <RenameDialog key={renaming.id} search={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? <DeleteDialog key={deleting.id} search={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
