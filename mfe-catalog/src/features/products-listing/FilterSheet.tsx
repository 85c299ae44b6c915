import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@vitrina/shared/core';
import { listingCopy } from './copy';

// The sheet's Radix Dialog loads on the first tap (or a pointer over the button), not with the listing's first
// paint: on a computer the sidebar shows the filters and the sheet is never used.
const loadPanel = () => import('./FilterSheetPanel');
const FilterSheetPanel = lazy(() => loadPanel().then((m) => ({ default: m.FilterSheetPanel })));

// On a phone the search box takes the whole row and 'Filtros' goes below it: side by side the field was ~120 px; up
// to the sidebar breakpoint (1024 px) it sits beside the box. Wider screens have the sidebar instead: the button is
// hidden there (rendered, so the server's HTML fits both).
const FilterButton = styled(Button)`
  flex: none;
  ${({ theme }) => theme.media.belowMobile} {
    flex: 1 1 100%;
  }
  ${({ theme }) => theme.media.aboveSidebar} {
    display: none;
  }
`;

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters in use, counted on the button: 'Filtrar (2)'. */
  activeCount: number;
  /** The results of the current filters, once known. */
  count: number | undefined;
  /** The filter panel the sheet holds. */
  children: ReactNode;
}

/**
 * The 'Filtrar' button and its sheet, below the sidebar breakpoint (phones and tablets). The button is marked as a
 * dialog's opener as Radix's trigger is; the sheet stays mounted after the first open so it animates out and opens
 * again without a load.
 */
export function FilterSheet({ open, onOpenChange, activeCount, count, children }: FilterSheetProps) {
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <FilterButton
        type="button"
        variant="outline"
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          onOpenChange(true);
        }}
      >
        {listingCopy.openFilters}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </FilterButton>
      {mounted ? (
        <Suspense fallback={null}>
          <FilterSheetPanel open={open} onOpenChange={onOpenChange} count={count}>
            {children}
          </FilterSheetPanel>
        </Suspense>
      ) : null}
    </>
  );
}
