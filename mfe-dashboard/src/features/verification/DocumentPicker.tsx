import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import {
  fillCopy,
  formatFileSize,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_MAX_DOCUMENTS,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { FieldError, FieldHint } from '@vitrina/shared/core';
import { verificationRequestCopy } from './copy';

const Zone = styled.label<{ $active: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed
    ${({ theme, $active, $invalid }) => ($invalid ? theme.colors.destructive : $active ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  text-align: center;
  cursor: pointer;
  transition:
    border-color 0.15s,
    background 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-color: ${({ theme }) => theme.colors.gold};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: underline;
  }
  svg {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

// Visually hidden but focusable: the keyboard opens the file chooser with Enter or Space on it.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
`;

const FileRow = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img,
  .pdf {
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .pdf {
    display: grid;
    place-items: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.destructive};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Remove = styled.button`
  all: unset;
  box-sizing: border-box;
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: ${({ theme }) => theme.colors.destructive};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Thumb({ file }: { file: File }) {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url)
    return (
      <span className="pdf" aria-hidden="true">
        PDF
      </span>
    );
  return <img src={url} alt="" />;
}

interface DocumentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | false | null;
  disabled?: boolean;
}

const ACCEPTED: readonly string[] = VERIFICATION_DOCUMENT_TYPES;

/**
 * 1 to 5 documents (images and PDF up to the bucket's 10 MB). Adding more than 5 is refused as a whole with the
 * spec's 'Demasiados archivos' toast and the chosen files stay as they were.
 */
export function DocumentPicker({ files, onChange, error, disabled }: DocumentPickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (incoming: File[]) => {
    if (!incoming.length) return;
    if (files.length + incoming.length > VERIFICATION_MAX_DOCUMENTS) {
      toast({
        title: verificationRequestCopy.tooManyFilesTitle,
        description: verificationRequestCopy.tooManyFilesDescription,
        variant: 'destructive',
      });
      return;
    }
    const wrongType = incoming.find((file) => !ACCEPTED.includes(file.type));
    if (wrongType) {
      setProblem(verificationRequestCopy.fileTypeRejected);
      return;
    }
    if (incoming.some((file) => file.size > VERIFICATION_DOCUMENT_MAX_BYTES)) {
      setProblem(verificationRequestCopy.fileTooLarge);
      return;
    }
    setProblem(null);
    onChange([...files, ...incoming]);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const shown = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Zone
        htmlFor={id}
        $active={dragging}
        $invalid={Boolean(shown)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <strong>{dragging ? verificationRequestCopy.dropActive : verificationRequestCopy.dropTitle}</strong>
        <span>{verificationRequestCopy.dropAction}</span>
        <HiddenInput
          id={id}
          type="file"
          multiple
          accept={ACCEPTED.join(',')}
          disabled={disabled}
          aria-label={verificationRequestCopy.documentsLabel}
          aria-describedby={[hintId, shown ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // the same file can be chosen again after removing it
            event.target.value = '';
          }}
        />
      </Zone>
      <FieldHint id={hintId} style={{ marginTop: 8 }}>
        {verificationRequestCopy.documentsHint}
      </FieldHint>
      {shown ? (
        <FieldError id={errorId} role="alert">
          {shown}
        </FieldError>
      ) : null}
      {files.length ? (
        <>
          <Files aria-label={verificationRequestCopy.documentsLabel}>
            {files.map((file, index) => (
              <FileRow key={`${file.name}-${index}`}>
                <Thumb file={file} />
                <div style={{ minWidth: 0 }}>
                  <p title={file.name}>{file.name}</p>
                  <small>{formatFileSize(file.size)}</small>
                </div>
                <Remove
                  type="button"
                  disabled={disabled}
                  aria-label={fillCopy(verificationRequestCopy.removeFile, { name: file.name })}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <svg
                    width="16"
                    height="16"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                  </svg>
                </Remove>
              </FileRow>
            ))}
          </Files>
          <Count aria-live="polite">{fillCopy(verificationRequestCopy.filesCount, { n: files.length })}</Count>
        </>
      ) : null}
    </div>
  );
}
