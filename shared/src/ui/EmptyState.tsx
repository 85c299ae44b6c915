import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

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
  /** the common action: a button that goes to another page (the catalogue, home, the orders) */
  link?: { to: string; label: ReactNode; variant?: ButtonVariant; size?: ButtonSize };
}

export function EmptyState({ title, description, icon, action, link }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <Title>{title}</Title>
      {description ? <p>{description}</p> : null}
      {action ? <div>{action}</div> : null}
      {link ? (
        <div>
          <Button as={Link} to={link.to} variant={link.variant} size={link.size}>
            {link.label}
          </Button>
        </div>
      ) : null}
    </Wrapper>
  );
}
