import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, copy } from '@vitrina/shared/core';

const Centered = `
  display: grid;
  place-items: center;
  text-align: center;
`;

/** The shell's page is the whole width under the top bar; the dashboard's sits inside its layout's column. */
const PageWrapper = styled(Container)`
  min-height: 60vh;
  ${Centered}
`;

const SectionWrapper = styled.div`
  min-height: 50vh;
  ${Centered}
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
 * The product's 404 (spec §2, in English) for paths that do not exist or are not the member's to see: the shell's
 * catch-all route (`page`) and the dashboard's (`section`, inside its layout).
 */
export function NotFoundPage({ layout = 'page' }: { layout?: 'page' | 'section' }) {
  const Wrapper = layout === 'page' ? PageWrapper : SectionWrapper;
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
