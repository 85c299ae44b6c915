import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@vitrina/shared/core';
import type { CheckoutTab, CheckoutTabId } from './checkoutFields';
import { checkoutCopy } from './copy';

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.sm : 'none')};
  color: ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Mark = styled.span<{ $complete: boolean; $error: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $complete, $error }) =>
    $error ? theme.colors.destructive : $complete ? theme.colors.success : theme.colors.border};
  color: ${({ theme, $complete, $error }) => ($error || $complete ? theme.colors.textInverse : theme.colors.text)};
`;

/** The tab's name, red while the step holds a field with an error. */
const Label = styled.span<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.destructive : 'inherit')};
`;

export interface CheckoutTabsProps {
  tabs: readonly CheckoutTab[];
  active: CheckoutTabId;
  complete: (tab: CheckoutTab) => boolean;
  /** the step holds a field whose error is shown: its tab is marked, in sight and in its name */
  hasErrors: (tab: CheckoutTab) => boolean;
  onSelect: (id: CheckoutTabId) => void;
}

/**
 * The tab list (WAI-ARIA tabs, manual activation): every tab is clickable; arrows, Home and End move between
 * tabs, Enter or Space opens one. Each tab says whether its fields are complete, or that they hold errors.
 */
export function CheckoutTabs({ tabs, active, complete, hasErrors, onSelect }: CheckoutTabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target] as CheckoutTab;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <List role="tablist" aria-label={checkoutCopy.stepsLabel}>
      {tabs.map((tab, index) => {
        const done = complete(tab);
        const wrong = hasErrors(tab);
        const state = wrong ? checkoutCopy.withErrors : done ? checkoutCopy.complete : checkoutCopy.incomplete;
        return (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`checkout-tab-${tab.id}`}
            aria-controls={`checkout-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            $active={active === tab.id}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-complete={done}
            data-errors={wrong}
          >
            <Mark $complete={done} $error={wrong} aria-hidden="true">
              {wrong ? '!' : done ? '✓' : index + 1}
            </Mark>
            <Label $error={wrong}>{tab.label}</Label>
            <VisuallyHidden>{`(${state})`}</VisuallyHidden>
          </Tab>
        );
      })}
    </List>
  );
}
