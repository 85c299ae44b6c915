import styled from 'styled-components';
import { copy, Skeleton, VisuallyHidden } from '@vitrina/shared/core';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

/** While a section's code or data loads: the heading and a few cards' shapes. */
export function PageSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
      <Skeleton width="240px" height="36px" style={{ marginBottom: 24 }} />
      <Grid>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="112px" />
        ))}
      </Grid>
    </div>
  );
}
