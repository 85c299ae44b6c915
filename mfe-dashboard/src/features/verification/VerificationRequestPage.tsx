import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  Container,
  copy,
  FieldError,
  fillCopy,
  formatDate,
  FormField,
  plural,
  Skeleton,
  Textarea,
  VERIFICATION_LEVELS,
  VERIFICATION_NOTES_MIN,
  VERIFICATION_REQUEST_TYPES,
  type VerificationRequestRow,
  type VerificationRequestType,
  VisuallyHidden,
  Alert,
} from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useOwnProfile } from '@vitrina/shared/data';
import {
  useMyVerificationRequests,
  useSubmitVerificationRequest,
  useVerificationRealtime,
  VerificationSubmitError,
} from './verificationApi';
import { verificationRequestSchema } from './verificationRequestSchema';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { DocumentPicker } from './DocumentPicker';
import { verificationRequestCopy } from './copy';
import { verificationReviewCopy } from '../staff/copy';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  max-width: 760px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[6]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Types = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
  }
`;

const TypeGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const TypeOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.warningSoft : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.4;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    flex: 1 1 260px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const History = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const RequestList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const RequestCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LevelLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  margin-left: 2px;
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

// The picker's own input carries the accessible name; this is the visible title above the drop area.
const FieldTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

const typeLabel = (type: string) => VERIFICATION_REQUEST_TYPES.find((option) => option.value === type)?.label ?? type;
const levelLabel = (level: string | null | undefined) =>
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

interface FormValues {
  type: '' | VerificationRequestType;
  notes: string;
  documents: File[];
}

const EMPTY: FormValues = { type: '', notes: '', documents: [] };

/** /verification-request (spec §2, §5, §8): type, documents, notes; below, the member's requests and their answers. */
export function VerificationRequestPage() {
  const user = useUser();
  const profile = useOwnProfile();
  const requests = useMyVerificationRequests();
  const submit = useSubmitVerificationRequest();
  useVerificationRealtime();
  const pendingTypes = new Set((requests.data ?? []).filter((r) => r.status === 'pending').map((r) => r.type));

  const formik = useFormik<FormValues>({
    initialValues: EMPTY,
    validationSchema: verificationRequestSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      if (!user) {
        toast({ title: verificationRequestCopy.loginRequired, variant: 'destructive' });
        return;
      }
      try {
        await submit.mutateAsync({
          type: values.type as VerificationRequestType,
          notes: values.notes,
          files: values.documents,
        });
        toast({
          title: verificationRequestCopy.successTitle,
          description: verificationRequestCopy.successDescription,
          variant: 'success',
        });
        helpers.resetForm({ values: EMPTY });
      } catch (error) {
        const message = error instanceof VerificationSubmitError ? error.message : verificationRequestCopy.failure;
        toast({ title: message, variant: 'destructive' });
      }
    },
  });

  const touchedError = (field: keyof FormValues) =>
    (formik.touched[field] || formik.submitCount > 0) && typeof formik.errors[field] === 'string'
      ? (formik.errors[field] as string)
      : null;
  const typeError =
    touchedError('type') ??
    (formik.values.type && pendingTypes.has(formik.values.type) ? verificationRequestCopy.duplicatePending : null);
  const sending = formik.isSubmitting;

  return (
    <Page>
      <Heading>
        <h1>{verificationRequestCopy.title}</h1>
        <p>{verificationRequestCopy.description}</p>
        {profile.data ? (
          <LevelLine>
            {verificationRequestCopy.currentLevel}
            <Badge variant={profile.data.verification_level === 'unverified' ? 'secondary' : 'gold'}>
              {levelLabel(profile.data.verification_level)}
            </Badge>
          </LevelLine>
        ) : null}
      </Heading>
      <Columns>
        <FormCard as="section" aria-labelledby="verification-form-title">
          <form noValidate onSubmit={formik.handleSubmit}>
            <h2 id="verification-form-title">{verificationRequestCopy.formTitle}</h2>
            <Types aria-describedby={typeError ? 'verification-type-error' : undefined}>
              <legend>
                {verificationRequestCopy.typeLabel}
                <RequiredMark aria-hidden="true">*</RequiredMark>
              </legend>
              <TypeGrid>
                {VERIFICATION_REQUEST_TYPES.map((option) => {
                  const pending = pendingTypes.has(option.value);
                  return (
                    <TypeOption key={option.value} $checked={formik.values.type === option.value} $disabled={pending}>
                      <input
                        type="radio"
                        name="type"
                        value={option.value}
                        checked={formik.values.type === option.value}
                        disabled={pending || sending}
                        onChange={() => void formik.setFieldValue('type', option.value)}
                        onBlur={() => void formik.setFieldTouched('type', true)}
                      />
                      <strong>{option.label}</strong>
                      <small>{verificationRequestCopy.typeHints[option.value]}</small>
                      {pending ? <Badge variant="warning">{verificationRequestCopy.typePending}</Badge> : null}
                    </TypeOption>
                  );
                })}
              </TypeGrid>
              {typeError ? (
                <FieldError id="verification-type-error" role="alert">
                  {typeError}
                </FieldError>
              ) : null}
            </Types>

            <Field>
              <FieldTitle>
                {verificationRequestCopy.documentsLabel}
                <RequiredMark aria-hidden="true">*</RequiredMark>
              </FieldTitle>
              <DocumentPicker
                files={formik.values.documents}
                disabled={sending}
                error={
                  formik.submitCount > 0 && typeof formik.errors.documents === 'string' ? formik.errors.documents : null
                }
                onChange={(files) => void formik.setFieldValue('documents', files)}
              />
            </Field>

            <FormField
              label={verificationRequestCopy.notesLabel}
              required
              hint={verificationRequestCopy.notesHint}
              error={touchedError('notes')}
            >
              <Textarea
                name="notes"
                rows={5}
                maxLength={2000}
                minLength={VERIFICATION_NOTES_MIN}
                value={formik.values.notes}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                disabled={sending}
              />
            </FormField>

            <Actions>
              <p>{verificationRequestCopy.privacyNote}</p>
              <Button type="submit" disabled={sending || formik.values.documents.length === 0}>
                {sending ? verificationRequestCopy.submitting : verificationRequestCopy.submit}
              </Button>
            </Actions>
          </form>
        </FormCard>

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
      </Columns>
    </Page>
  );
}
