import styled from 'styled-components';
import { VisuallyHidden } from '@vitrina/shared/core';

const Count = styled.span`
  margin-left: auto;
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.navy};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-align: center;
`;

/**
 * A staff link's pending figure in the sidebar. `id` is the link's aria-describedby, so the link keeps its name
 * and screen readers hear `label` (the figure in words) after it; nothing shows while there is nothing pending.
 */
export function SidebarCount({ id, count, label }: { id: string; count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <Count id={id}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Count>
  );
}
