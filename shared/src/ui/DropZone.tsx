import { useId, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import styled, { css } from 'styled-components';
import { FieldError } from './FormField';

export interface DropZoneProps {
  /**
   * Every file chosen, dropped or refused by `accept`: the caller checks them (type by bytes, size, count) and says
   * why in its own words, which the picker's silent filter cannot.
   */
  onFiles: (files: File[]) => void;
  /** MIME types offered by the file chooser */
  accept?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  /** What the files are ('Fotos'): the input's name and the start of the zone's */
  label: string;
  /** The zone's main line while idle */
  prompt: string;
  /** The main line while files are dragged over it */
  activePrompt: string;
  /** A second, underlined line ('o elige archivos') */
  action?: string;
  icon?: ReactNode;
  /** Under the zone, and its description */
  hint?: ReactNode;
  /** Beside the hint (a count) */
  aside?: ReactNode;
  /** Under the hint: the zone turns red and the message is announced */
  error?: ReactNode;
  /** Test ids of the zone and of its file input */
  testId?: string;
  inputTestId?: string;
}

const Zone = styled.div<{ $active: boolean; $disabled: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 150px;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  > svg {
    width: 36px;
    height: 36px;
    color: ${({ theme }) => theme.colors.gold};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.gold};
      background: ${theme.colors.warningSoft};
      color: ${theme.colors.ink};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.6;
      &:hover {
        border-color: inherit;
      }
    `}
`;

const Prompt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Action = styled.span`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A place to drop files, or to open the file chooser by click, tap, Enter or Space (react-dropzone). The zone is
 * one button named '<label>: <prompt> <action>'; the input sits beside it, since a focusable input inside a role=button is a
 * nested control (axe nested-interactive).
 */
export function DropZone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  label,
  prompt,
  activePrompt,
  action,
  icon,
  hint,
  aside,
  error,
  testId,
  inputTestId,
}: DropZoneProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    disabled,
    multiple,
  });
  const text = isDragActive ? activePrompt : prompt;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <input
        {...getInputProps({ accept: accept?.join(','), disabled })}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-testid={inputTestId}
      />
      <Zone
        {...getRootProps({
          role: 'button',
          // the name holds every word the zone shows (axe label-content-name-mismatch), after what it is for
          'aria-label': action ? `${label}: ${text} ${action}` : `${label}: ${text}`,
          'aria-disabled': disabled,
          'aria-describedby': describedBy,
        })}
        $active={isDragActive}
        $disabled={disabled}
        $invalid={Boolean(error)}
        data-testid={testId}
      >
        {icon}
        <Prompt>{text}</Prompt>
        {action ? <Action>{action}</Action> : null}
      </Zone>
      {hint || aside ? (
        <Meta>
          <span id={hintId}>{hint}</span>
          {aside}
        </Meta>
      ) : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
