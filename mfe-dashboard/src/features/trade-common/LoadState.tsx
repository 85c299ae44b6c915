import { Button, copy, EmptyState, Skeleton, VisuallyHidden, type EmptyStateProps } from '@vitrina/shared/core';
import { List, Panel } from './tradeStyles';

/** Three card shapes while a list loads. */
export function ListSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
      <List as="div">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="116px" />
        ))}
      </List>
    </div>
  );
}

/** A list that could not load: what failed and a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Panel role="alert">
      <EmptyState
        title={title}
        description={copy.common.tryAgain}
        action={
          <Button variant="outline" onClick={onRetry}>
            {copy.common.retry}
          </Button>
        }
      />
    </Panel>
  );
}

/** An empty list's words (and a way on) in the list's panel. */
export function EmptyPanel(props: EmptyStateProps) {
  return (
    <Panel>
      <EmptyState {...props} />
    </Panel>
  );
}
