import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, copy, errorText, fillCopy, FormField, Input, Alert } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { Checkbox, Dialog } from '@vitrina/shared/ui';
import { activeFilterChips } from '../products-listing/ActiveFilterChips';
import type { ListingFilters } from '../products-listing/listingParams';
import { useSaveSearch } from './savedSearchesApi';
import { saveSearchCopy } from './copy';

export const SAVED_SEARCH_NAME_MAX = 60;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The listing's filters in words, as the chips above the results say them. */
export function describeFilters(filters: ListingFilters): string {
  const labels = activeFilterChips(filters).map((chip) => chip.label);
  return labels.length ? labels.join(' · ') : saveSearchCopy.everything;
}

/** A first name for the search: its text, else its first filter. */
export function suggestedName(filters: ListingFilters): string {
  const first = filters.search ?? activeFilterChips(filters)[0]?.label ?? '';
  return first.slice(0, SAVED_SEARCH_NAME_MAX);
}

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ListingFilters;
}

/** Names the current search and saves it; the 20-search limit is the database's, said in its words. */
export function SaveSearchDialog({ open, onOpenChange, filters }: SaveSearchDialogProps) {
  const [name, setName] = useState(() => suggestedName(filters));
  const [notifyEmail, setNotifyEmail] = useState(false);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveSearch();
  const descriptionId = useId();
  const trimmed = name.trim();
  const nameError = !trimmed
    ? saveSearchCopy.nameRequired
    : trimmed.length > SAVED_SEARCH_NAME_MAX
      ? saveSearchCopy.nameTooLong
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || save.isPending) return;
    setRefusal(null);
    save.mutate(
      { name: trimmed, filters, notifyEmail },
      {
        onSuccess: () => {
          toast({
            title: saveSearchCopy.savedTitle,
            description: fillCopy(saveSearchCopy.savedDescription, { name: trimmed }),
            variant: 'success',
          });
          onOpenChange(false);
        },
        // the database's refusal in its own Spanish words (the 20-search limit), or the connection text
        onError: (error) => setRefusal(errorText(error, { fallback: saveSearchCopy.errorDescription })),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (save.isPending ? undefined : onOpenChange(next))}>
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{saveSearchCopy.dialogTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{saveSearchCopy.dialogDescription}</Dialog.Description>
        <Form onSubmit={onSubmit} noValidate>
          <Summary>{fillCopy(saveSearchCopy.summary, { summary: describeFilters(filters) })}</Summary>
          <FormField label={saveSearchCopy.name} required error={touched ? nameError : undefined}>
            <Input
              name="name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              placeholder={saveSearchCopy.namePlaceholder}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              disabled={save.isPending}
            />
          </FormField>
          <Checkbox
            label={saveSearchCopy.notifyEmail}
            checked={notifyEmail}
            onCheckedChange={setNotifyEmail}
            disabled={save.isPending}
          />
          {refusal ? <Alert>{refusal}</Alert> : null}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={save.isPending}>
                {copy.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? saveSearchCopy.saving : saveSearchCopy.submit}
            </Button>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog>
  );
}
