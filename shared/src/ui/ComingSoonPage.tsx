import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { copy, paths } from '@vitrina/shared/core';

// The emblem is SVG drawn with the theme's brand colours.
const EmblemFrame = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.ink};

  circle.disc {
    fill: ${({ theme }) => theme.colors.ink};
  }

  .gold {
    fill: none;
    stroke: ${({ theme }) => theme.colors.gold};
  }

  path {
    fill: ${({ theme }) => theme.colors.gold};
  }
`;

const Page = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 64px 24px;
  background: radial-gradient(
    120% 80% at 50% 0%,
    ${({ theme }) => theme.colors.surfaceMuted} 0%,
    ${({ theme }) => theme.colors.surface} 60%
  );
`;

const Panel = styled.section`
  width: 100%;
  max-width: 640px;
  text-align: center;
  padding: 48px 40px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 60px -30px rgba(11, 23, 48, 0.35);

  @media (max-width: 640px) {
    padding: 32px 20px;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 24px 0 12px;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  background: rgba(201, 162, 39, 0.18);
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.ink};
`;

const Description = styled.p`
  margin: 0 auto 24px;
  max-width: 48ch;
  font-size: 1.05rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 0 auto 32px;
  padding: 0;
  display: grid;
  gap: 10px;
  max-width: 420px;
  text-align: left;

  li {
    display: flex;
    gap: 10px;
    align-items: baseline;
    color: ${({ theme }) => theme.colors.ink};
  }

  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
    transform: translateY(-1px);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

const PrimaryLink = styled(Link)`
  padding: 12px 20px;
  border-radius: 10px;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.navyLight};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
    outline-offset: 2px;
  }
`;

const SecondaryLink = styled(PrimaryLink)`
  color: ${({ theme }) => theme.colors.ink};
  background: transparent;
  border: 1px solid rgba(11, 23, 48, 0.2);

  &:hover {
    background: rgba(11, 23, 48, 0.04);
  }
`;

function Emblem() {
  return (
    <EmblemFrame>
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle className="disc" cx="36" cy="36" r="34" />
        <circle className="gold" cx="36" cy="36" r="28" strokeWidth="2" strokeDasharray="3 5" />
        <path d="M36 18l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L36 45.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" />
      </svg>
    </EmblemFrame>
  );
}

export interface ComingSoonPageProps {
  /** What this page will be, e.g. 'Tu carrito'. */
  title: string;
  description: string;
  /** What the finished page will offer, one short line each. */
  highlights?: string[];
}

/** A finished-looking 'Próximamente' page for a route whose feature has not shipped yet. */
export function ComingSoonPage({ title, description, highlights = [] }: ComingSoonPageProps) {
  return (
    <Page>
      <Panel aria-labelledby="coming-soon-title">
        <Emblem />
        <Eyebrow>{copy.common.comingSoon}</Eyebrow>
        <Title id="coming-soon-title">{title}</Title>
        <Description>{description}</Description>
        {highlights.length > 0 && (
          <Highlights aria-label={copy.common.whatIsComing}>
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </Highlights>
        )}
        <Actions>
          <PrimaryLink to={paths.home}>{copy.common.backHome}</PrimaryLink>
          <SecondaryLink to={paths.products}>{copy.shell.exploreProducts}</SecondaryLink>
        </Actions>
      </Panel>
    </Page>
  );
}
