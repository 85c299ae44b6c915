import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS } from '@vitrina/shared/core';

const Content = styled(RadixTooltip.Content)`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.tooltip};
`;

/** A provider with the spec's 700 ms delay, for a group of tooltips that share the skip-delay window. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** the trigger; must accept a ref (a button, a link, a styled element) */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Brings its own provider, so AppProviders (first paint) does not load Radix for pages without tooltips. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root delayDuration={TOOLTIP_DELAY_MS}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
