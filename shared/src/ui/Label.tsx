import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import styled from 'styled-components';

// Radix's Label is a <label> that stops a double click from selecting its text; written out here because the
// Radix import brought Slot and Primitive into @vitrina/shared/core, on every first load.
const PlainLabel = forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(function PlainLabel(props, ref) {
  const { onMouseDown } = props;
  return (
    // htmlFor comes with the props (FormField passes it); the mouse-down handler only keeps a double click from
    // selecting the label's text, the control keeps its own keyboard behaviour
    // eslint-disable-next-line jsx-a11y/label-has-associated-control, jsx-a11y/no-noninteractive-element-interactions
    <label
      {...props}
      ref={ref}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
});

export const Label = styled(PlainLabel)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;
