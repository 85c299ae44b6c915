import styled from 'styled-components';
import { Card } from '@vitrina/shared/core';

// One card for every staff review (a listing in the queue, a verification request): what is reviewed, its
// details, and the person with the decision buttons, in three columns that fold to two and then one.

export const ReviewCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 260px) minmax(0, 1fr) minmax(0, 240px);
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
  /* below this the first column and the details no longer fit side by side */
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** A column of a review card: its title (h2), and small muted headings (h3) over each part. */
export const ReviewColumn = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

export const DecisionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The queue card's two facts lists (the piece's, the seller's). In one column (760 px or less) both share one label
 * column, two fifths of the card, so their values line up (each list's own widest label gave them 205 and 151 px).
 */
export const QueueFacts = styled(Facts)`
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
