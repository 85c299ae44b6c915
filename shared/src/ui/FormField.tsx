import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from './Input';
import { Label } from './Label';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** id of the control; generated when omitted */
  id?: string;
  error?: string | false | null;
  hint?: ReactNode;
  required?: boolean;
  /**
   * The control. An element gets id / aria-describedby / aria-invalid injected; a function receives
   * them. Without children an `<Input>` is rendered with `inputProps`.
   */
  children?: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  inputProps?: React.ComponentProps<typeof Input>;
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  margin-left: 2px;
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** Label + control + hint + error, wired with aria-describedby so screen readers read the error. */
export function FormField({ label, id, error, hint, required, children, inputProps, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (isValidElement(children)) rendered = cloneElement(children, control);
  else rendered = <Input {...inputProps} {...control} />;

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      {rendered}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}
