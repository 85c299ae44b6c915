import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** usually a Button or a Link */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <Title>{title}</Title>
      {description ? <p>{description}</p> : null}
      {action ? <div>{action}</div> : null}
    </Wrapper>
  );
}
