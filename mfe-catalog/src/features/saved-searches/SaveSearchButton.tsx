import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@vitrina/shared/core';
import { useSignInGate } from '../access/useSignInGate';
import type { ListingFilters } from '../products-listing/listingParams';
import { saveSearchCopy } from './copy';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((m) => ({ default: m.SaveSearchDialog })));

// beside the sort control, at the right of the results' toolbar, rather than alone in its middle
const Slot = styled.div`
  margin-left: auto;
`;

/** "Guardar búsqueda" beside the results: a member names the current search; a visitor is sent to sign in. */
export function SaveSearchButton({ filters }: { filters: ListingFilters }) {
  const requireUser = useSignInGate();
  const [open, setOpen] = useState(false);
  return (
    <Slot>
      <Button
        type="button"
        variant="outline"
        onClick={() => void requireUser(saveSearchCopy.loginToSave).then((ok) => ok && setOpen(true))}
      >
        {saveSearchCopy.save}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filters} />
        </Suspense>
      ) : null}
    </Slot>
  );
}
