import { Badge, Button, FormField, Textarea, VERIFICATION_NOTES_MIN } from '@vitrina/shared/core';
import { useOwnProfile } from '@vitrina/shared/data';
import { DocumentPicker } from './DocumentPicker';
import { RequestHistory, levelLabel } from './RequestHistory';
import { VerificationTypeField } from './VerificationTypeField';
import { useVerificationRequestForm } from './useVerificationRequestForm';
import { verificationRequestCopy } from './copy';
import {
  Actions,
  Columns,
  Field,
  FieldTitle,
  FormCard,
  Heading,
  LevelLine,
  Page,
  RequiredMark,
  SubmitReason,
} from './VerificationRequestPage.styles';

const SUBMIT_REASON_ID = 'verification-submit-reason';

/** /verification-request (spec §2, §5, §8): type, documents, notes; below, the member's requests and their answers. */
export function VerificationRequestPage() {
  const profile = useOwnProfile();
  const { requests, pendingTypes, formik, touchedError, typeError, sending } = useVerificationRequestForm();
  const noDocuments = formik.values.documents.length === 0;

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
            <VerificationTypeField
              formik={formik}
              pendingTypes={pendingTypes}
              typeError={typeError}
              sending={sending}
            />

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
                {...formik.getFieldProps('notes')}
                rows={5}
                maxLength={2000}
                minLength={VERIFICATION_NOTES_MIN}
                disabled={sending}
              />
            </FormField>

            <Actions>
              {noDocuments && !sending ? (
                <SubmitReason id={SUBMIT_REASON_ID}>{verificationRequestCopy.documentsRequired}</SubmitReason>
              ) : null}
              <p>{verificationRequestCopy.privacyNote}</p>
              {/* Without a document the button stays in the tab order, aria-disabled and tied to the reason above;
                  a click does nothing (a disabled button was skipped by Tab, and the reason went unsaid). */}
              <Button
                type="submit"
                disabled={sending}
                aria-disabled={!sending && noDocuments ? true : undefined}
                aria-describedby={!sending && noDocuments ? SUBMIT_REASON_ID : undefined}
                onClick={(event) => {
                  if (noDocuments) event.preventDefault();
                }}
              >
                {sending ? verificationRequestCopy.submitting : verificationRequestCopy.submit}
              </Button>
            </Actions>
          </form>
        </FormCard>

        <RequestHistory requests={requests} />
      </Columns>
    </Page>
  );
}
