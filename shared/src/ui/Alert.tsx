import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/**
 * How the box reaches a screen reader: 'assertive' (role=alert) interrupts, for a refusal the person must act on;
 * 'polite' (role=status) waits, for news; 'off' is page content read in its place (a stored rejection reason).
 */
export type AlertLive = 'assertive' | 'polite' | 'off';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  /** Defaults to 'assertive' for errors and 'polite' otherwise; an explicit `role` wins. */
  live?: AlertLive;
  /** A bold first line */
  title?: ReactNode;
  /** A button or link at the end (it wraps below the text on narrow screens) */
  action?: ReactNode;
  /** Less padding and a smaller corner, for a box inside a card */
  compact?: boolean;
}

const TONE: Record<AlertTone, { fg: keyof DefaultTheme['colors']; bg: keyof DefaultTheme['colors'] }> = {
  error: { fg: 'destructive', bg: 'destructiveSoft' },
  warning: { fg: 'warning', bg: 'warningSoft' },
  info: { fg: 'info', bg: 'infoSoft' },
  success: { fg: 'success', bg: 'successSoft' },
};

const Box = styled.div<{ $tone: AlertTone; $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $compact }) => ($compact ? theme.space[2] : `${theme.space[3]} ${theme.space[4]}`)};
  border-radius: ${({ theme, $compact }) => ($compact ? theme.radii.sm : theme.radii.md)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  ${({ theme, $tone }) => css`
    background: ${theme.colors[TONE[$tone].bg]};
    color: ${theme.colors[TONE[$tone].fg]};
  `}
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const Body = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Title = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ROLE: Record<AlertLive, string | undefined> = { assertive: 'alert', polite: 'status', off: undefined };

/** The one message box of every app: a refusal, a warning, a note or good news, over the theme's soft colours. */
export function Alert({ tone = 'error', live, title, action, compact = false, children, role, ...rest }: AlertProps) {
  const announce = live ?? (tone === 'error' ? 'assertive' : 'polite');
  return (
    <Box role={role ?? ROLE[announce]} $tone={tone} $compact={compact} {...rest}>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
      {action ?? null}
    </Box>
  );
}
