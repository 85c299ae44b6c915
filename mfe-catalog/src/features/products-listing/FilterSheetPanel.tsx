import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@vitrina/shared/core';
import { Sheet } from '@vitrina/shared/ui';
import { listingCopy } from './copy';

const DrawerFooter = styled.div`
  position: sticky;
  bottom: -24px;
  margin: ${({ theme }) => theme.space[6]} -${({ theme }) => theme.space[4]} -${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface FilterSheetPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter panel the sheet holds. */
  children: ReactNode;
  /** The results of the current filters, once known: 'Mostrar resultados (n)'. */
  count: number | undefined;
}

/** The filters below the sidebar breakpoint: a sheet from the left with the filter panel and 'Mostrar resultados'. */
export function FilterSheetPanel({ open, onOpenChange, children, count }: FilterSheetPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <Sheet.Content side="left" aria-describedby={undefined}>
        <Sheet.Title>{listingCopy.filters}</Sheet.Title>
        {children}
        <DrawerFooter>
          <Button type="button" fullWidth onClick={() => onOpenChange(false)}>
            {listingCopy.showResults}
            {count !== undefined ? ` (${count})` : ''}
          </Button>
        </DrawerFooter>
      </Sheet.Content>
    </Sheet>
  );
}
