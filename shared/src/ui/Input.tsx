import styled, { css } from 'styled-components';

const fieldStyles = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Invalid state comes from `aria-invalid`, so the look and the accessibility tree agree. */
export const Input = styled.input`
  ${fieldStyles}
  height: 40px;
`;

export const Textarea = styled.textarea`
  ${fieldStyles}
  min-height: 96px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  resize: vertical;
`;

export const NativeSelect = styled.select`
  ${fieldStyles}
  height: 40px;
`;

/** A phone number as profiles store it (+ country code, digits): the phone keypad, the browser's saved number. */
export const PhoneInput = styled(Input).attrs({
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '+525512345678',
})``;
