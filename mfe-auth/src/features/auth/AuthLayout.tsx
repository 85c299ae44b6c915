import type { ReactNode } from 'react';
import styled from 'styled-components';

// A div, not <main>: the shell's layout already provides the page's main landmark. As tall as that main (a
// viewport), and its gradient ends in the page's own colour: the footer's top margin below it shows that colour,
// so the backdrop no longer stops at a visible edge above the footer.
const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  background:
    radial-gradient(circle at 20% 0%, rgba(201, 162, 39, 0.18), transparent 45%),
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.surfaceMuted} 0%,
      ${({ theme }) => theme.colors.background} 100%
    );
  ${({ theme }) => theme.media.aboveMobile} {
    align-items: center;
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  }
`;

const Panel = styled.section.withConfig({ shouldForwardProp: (prop) => prop !== 'wide' })<{ wide?: boolean }>`
  width: 100%;
  max-width: ${({ wide }) => (wide ? '560px' : '440px')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

const Brand = styled.span`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldDark};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  margin: 0;
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The framed card the account pages (/auth, /onboarding, /auth/restablecer) share. */
export function AuthLayout({ title, subtitle, wide, children }: AuthLayoutProps) {
  return (
    <Page>
      <Panel wide={wide} aria-labelledby="auth-page-title">
        <Header>
          <Brand>Vitrina</Brand>
          <Title id="auth-page-title">{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Header>
        {children}
      </Panel>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const LinkButton = styled.button`
  background: none;
  border: none;
  padding: ${({ theme }) => theme.space[1]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.navyLight};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.goldDark};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
