import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, errorText, fillCopy, FormField, Input, Alert } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { Checkbox, Dialog } from '@vitrina/shared/ui';
import { activeFilterChips } from '../products-listing/ActiveFilterChips';
import type { ListingFilters } from '../products-listing/listingParams';
import { useSaveSearch } from './savedSearchesApi';
import { saveSearchCopy } from './copy';
import { SAVED_SEARCH_NAME_MAX, saveSearchSchema, type SaveSearchValues } from './saveSearchSchema';

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
  const save = useSaveSearch();
  const descriptionId = useId();
  const formik = useFormik<SaveSearchValues>({
    initialValues: { name: suggestedName(filters), notifyEmail: false },
    validationSchema: saveSearchSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const name = values.name.trim();
      try {
        await save.mutateAsync({ name, filters, notifyEmail: values.notifyEmail });
        toast({
          title: saveSearchCopy.savedTitle,
          description: fillCopy(saveSearchCopy.savedDescription, { name }),
          variant: 'success',
        });
        onOpenChange(false);
      } catch (error) {
        // the database's refusal in its own Spanish words (the 20-search limit), or the connection text
        helpers.setStatus(errorText(error, { fallback: saveSearchCopy.errorDescription }));
      }
    },
  });
  const pending = formik.isSubmitting;
  const refusal = typeof formik.status === 'string' ? formik.status : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{saveSearchCopy.dialogTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{saveSearchCopy.dialogDescription}</Dialog.Description>
        <Form onSubmit={formik.handleSubmit} noValidate>
          <Summary>{fillCopy(saveSearchCopy.summary, { summary: describeFilters(filters) })}</Summary>
          <FormField label={saveSearchCopy.name} required error={formik.touched.name ? formik.errors.name : undefined}>
            <Input
              {...formik.getFieldProps('name')}
              maxLength={SAVED_SEARCH_NAME_MAX}
              placeholder={saveSearchCopy.namePlaceholder}
              autoComplete="off"
              disabled={pending}
            />
          </FormField>
          <Checkbox
            label={saveSearchCopy.notifyEmail}
            checked={formik.values.notifyEmail}
            onCheckedChange={(checked) => void formik.setFieldValue('notifyEmail', checked)}
            disabled={pending}
          />
          {refusal ? <Alert>{refusal}</Alert> : null}
          <Dialog.Footer>
            <Dialog.Cancel disabled={pending} />
            <Button type="submit" disabled={pending}>
              {pending ? saveSearchCopy.saving : saveSearchCopy.submit}
            </Button>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog>
  );
}
