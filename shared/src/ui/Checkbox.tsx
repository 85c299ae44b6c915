import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

// The browser's own checkbox (keyboard, form value, checked state for assistive technology), drawn as the theme's
// box: no script of its own to download or hydrate.
const Box = styled.input`
  appearance: none;
  margin: 0;
  box-sizing: border-box;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Tick = styled.svg`
  position: absolute;
  inset: 3px;
  color: ${({ theme }) => theme.colors.gold};
  pointer-events: none;
  visibility: hidden;
  input:checked + & {
    visibility: visible;
  }
`;

const Text = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/** A checkbox (the native input, role="checkbox") with an optional clickable label. */
export function Checkbox({ label, id, onCheckedChange, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Row>
      <Frame>
        <Box type="checkbox" id={controlId} onChange={(event) => onCheckedChange?.(event.target.checked)} {...props} />
        <Tick width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </Tick>
      </Frame>
      {label ? <Text htmlFor={controlId}>{label}</Text> : null}
    </Row>
  );
}
