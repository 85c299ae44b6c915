import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';

/**
 * A staff decision (a listing, a verification request) sent from a dialog: success closes it with a toast; the
 * database's refusal (or the "already decided" race) is a toast and the dialog stays open with what was typed.
 */
export function useDecision<TDecision>(
  decide: UseMutationResult<unknown, Error, TDecision>,
  failedTitle: string,
  onDone: () => void,
) {
  const run = (decision: TDecision, success: string) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast({ title: success, variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: failedTitle, description: errorText(error), variant: 'destructive' }),
    });
  return { run, pending: decide.isPending };
}
