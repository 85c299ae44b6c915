import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, copy } from '@vitrina/shared/core';

const Wrapper = styled(Container)`
  min-height: 60vh;
  display: grid;
  place-items: center;
  text-align: center;
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

const Code = styled.p`
  font-size: 96px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.goldLight},
    ${({ theme }) => theme.colors.goldDark}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.ink};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 420px;
`;

/** The 404 page for signed-in users; the spec has it in English. */
export function NotFoundPage() {
  return (
    <Wrapper lang="en">
      <Inner>
        <Code aria-hidden="true">404</Code>
        <Title>{copy.shell.notFoundTitle}</Title>
        <Description>{copy.shell.notFoundDescription}</Description>
        <Button as={Link} to="/" size="lg">
          {copy.shell.notFoundLink}
        </Button>
      </Inner>
    </Wrapper>
  );
}
