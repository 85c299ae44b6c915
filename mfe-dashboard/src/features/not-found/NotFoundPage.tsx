import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, copy } from '@vitrina/shared/core';

const Wrapper = styled.div`
  min-height: 50vh;
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

/**
 * The product's 404 (spec §2, in English) for dashboard paths that do not exist or are not the member's to see.
 * The shell's page lives in the host, which a remote cannot import; this one uses the same copy and look.
 */
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
