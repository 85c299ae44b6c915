import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DropZone,
  fillCopy,
  formatFileSize,
  LineIcon,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_MAX_DOCUMENTS,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { verificationRequestCopy } from './copy';

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
 * 1 to 5 documents (images and PDF up to the bucket's 10 MB). Choosing more than fit keeps the first ones up to 5
 * and names the rest in the spec's 'Demasiados archivos' toast.
 */
export function DocumentPicker({ files, onChange, error, disabled }: DocumentPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const add = (chosen: File[]) => {
    if (!chosen.length) return;
    // past the limit the first ones that fit are kept and the rest named, instead of refusing the whole choice
    const room = Math.max(VERIFICATION_MAX_DOCUMENTS - files.length, 0);
    const incoming = chosen.slice(0, room);
    const leftOut = chosen.slice(room);
    if (leftOut.length) {
      toast({
        title: verificationRequestCopy.tooManyFilesTitle,
        description: fillCopy(
          leftOut.length > 1
            ? verificationRequestCopy.tooManyFilesLeftOutMany
            : verificationRequestCopy.tooManyFilesLeftOut,
          {
            limit: verificationRequestCopy.tooManyFilesDescription,
            names: leftOut.map((file) => file.name).join(', '),
          },
        ),
        variant: 'destructive',
      });
      if (!incoming.length) return;
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

  const shown = problem ?? error;
  return (
    <div>
      <DropZone
        onFiles={(incoming) => {
          if (!disabled) add(incoming);
        }}
        accept={ACCEPTED}
        disabled={disabled}
        label={verificationRequestCopy.documentsLabel}
        prompt={verificationRequestCopy.dropTitle}
        activePrompt={verificationRequestCopy.dropActive}
        action={verificationRequestCopy.dropAction}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path
              d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        }
        hint={verificationRequestCopy.documentsHint}
        error={shown || null}
      />
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
                  <LineIcon size={16} strokeWidth={2}>
                    <path d="M6 6l12 12M18 6 6 18" />
                  </LineIcon>
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
