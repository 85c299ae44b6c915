import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { DropdownMenu as RadixMenu } from 'radix-ui';

const Content = styled(RadixMenu.Content)`
  min-width: 220px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[1]};
  z-index: ${({ theme }) => theme.zIndices.modal};
`;

export const DropdownMenuItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Under the arrow keys the pale fill alone was 1.15:1 on the white menu: an ink ring inside the item too (the
     pointer, which shows where it is, keeps the fill alone). */
  &[data-highlighted]:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: default;
  }
`;

export const DropdownMenuLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const DropdownMenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;

export function DropdownMenuContent({ align = 'end', sideOffset = 6, ...props }: ComponentProps<typeof Content>) {
  return (
    <RadixMenu.Portal>
      <Content align={align} sideOffset={sideOffset} {...props} />
    </RadixMenu.Portal>
  );
}

export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

/** Radix menu (roles menu/menuitem, arrow keys) styled from the theme. */
export const DropdownMenu = Object.assign(RadixMenu.Root, {
  Trigger: RadixMenu.Trigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Group: RadixMenu.Group,
});
