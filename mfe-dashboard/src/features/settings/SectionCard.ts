import styled from 'styled-components';
import { Card } from '@vitrina/shared/core';

/** A settings block: a card with its title and a short line under it. */
export const SectionCard = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
  }
  h2 + p {
    margin-top: -${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
