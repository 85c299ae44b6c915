import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox as RadixCheckbox } from 'radix-ui';

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

const Box = styled(RadixCheckbox.Root)`
  all: unset;
  box-sizing: border-box;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Indicator = styled(RadixCheckbox.Indicator)`
  color: ${({ theme }) => theme.colors.gold};
  display: flex;
`;

const Text = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/** Radix checkbox (role="checkbox") with an optional clickable label. */
export function Checkbox({ label, id, onCheckedChange, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Row>
      <Box id={controlId} onCheckedChange={(state) => onCheckedChange?.(state === true)} {...props}>
        <Indicator>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Indicator>
      </Box>
      {label ? <Text htmlFor={controlId}>{label}</Text> : null}
    </Row>
  );
}
