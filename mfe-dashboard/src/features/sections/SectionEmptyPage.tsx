import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState } from '@vitrina/shared/core';
import { PageHeader } from '../layout/PageHeader';

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
`;

export interface SectionEmptyPageProps {
  title: string;
  emptyTitle: string;
  emptyDescription: string;
  icon?: ReactNode;
  action?: { to: string; label: string };
}

/** A section with nothing to show yet: its heading and an empty state with the next useful step. */
export function SectionEmptyPage({ title, emptyTitle, emptyDescription, icon, action }: SectionEmptyPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Panel>
        <EmptyState
          icon={icon}
          title={emptyTitle}
          description={emptyDescription}
          action={
            action ? (
              <Button as={Link} to={action.to} variant="outline">
                {action.label}
              </Button>
            ) : undefined
          }
        />
      </Panel>
    </>
  );
}
