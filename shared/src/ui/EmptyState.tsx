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

/**
 * Whatever icon a caller passes (a sidebar's 20 px line icon, the cart's 56 px one) is drawn at one size, 48 px with
 * a 2 px line, so every empty state carries the same mark above its 22 px title.
 */
const EMPTY_STATE_ICON_PX = 48;

const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${EMPTY_STATE_ICON_PX}px;
  height: ${EMPTY_STATE_ICON_PX}px;
  font-size: ${EMPTY_STATE_ICON_PX * 0.8}px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 100%;
    height: 100%;
  }
  /* a line icon on the 24-unit grid: 1 unit is 2 px at 48 px */
  svg[viewBox='0 0 24 24'] {
    stroke-width: 1;
  }
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
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
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
