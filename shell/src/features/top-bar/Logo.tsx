import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fillCopy } from '@vitrina/shared/core';
import { topBarCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Wordmark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
`;

/** The Vitrina mark: a faceted gem inside a display frame, gold on ink. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F7DC8A" />
          <stop offset="1" stopColor="#C9A227" />
        </linearGradient>
      </defs>
      <rect x="1.5" y="1.5" width="29" height="29" rx="7" fill="none" stroke="url(#logo-gold)" strokeWidth="2" />
      <path d="M9 12 L13 8 H19 L23 12 L16 24 Z" fill="url(#logo-gold)" />
      <path
        d="M9 12 H23 M13 8 L16 12 L19 8 M16 12 V24"
        stroke="#0B1630"
        strokeWidth="1"
        strokeOpacity="0.55"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <LogoLink to="/" className={className} aria-label={fillCopy(topBarCopy.homeLinkLabel, { brand: shellCopy.brand })}>
      <LogoMark />
      <Wordmark>{shellCopy.brand}</Wordmark>
    </LogoLink>
  );
}
