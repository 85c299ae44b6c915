import styled from 'styled-components';
import { fillCopy, LineIcon, bareList } from '@vitrina/shared/core';
import { socialLinksCopy } from './copy';

/** Vitrina's profiles on two social networks; always opened in a new tab without giving it our window. */
export const SOCIAL_NETWORKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/vitrina.mx' },
  { name: 'Facebook', href: 'https://www.facebook.com/vitrina.mx' },
] as const;

const List = styled.ul`
  ${bareList}
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;

const SocialLink = styled.a.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'light' | 'dark' }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ tone }) => (tone === 'light' ? 'rgba(255,255,255,0.25)' : 'rgba(11,22,48,0.2)')};
  color: ${({ tone, theme }) => (tone === 'light' ? theme.colors.textInverse : theme.colors.ink)};
  transition: all ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.gold};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

function InstagramIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}

function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

const ICONS: Record<(typeof SOCIAL_NETWORKS)[number]['name'], () => React.JSX.Element> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
};

export function SocialLinks({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  return (
    <List aria-label={socialLinksCopy.socialLinks}>
      {SOCIAL_NETWORKS.map(({ name, href }) => {
        const SocialIcon = ICONS[name];
        return (
          <li key={name}>
            <SocialLink
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              tone={tone}
              aria-label={fillCopy(socialLinksCopy.socialLinkLabel, { network: name })}
            >
              <SocialIcon />
            </SocialLink>
          </li>
        );
      })}
    </List>
  );
}
