import styled from 'styled-components';

export const SectionBlock = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0 0;
  ${({ theme }) => theme.media.belowMobile} {
    padding-top: ${({ theme }) => theme.space[10]};
  }
`;

export const Kicker = styled.p`
  color: ${({ theme }) => theme.colors.goldDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: clamp(26px, 3.2vw, 36px);
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.ink};
`;

export const SectionLead = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  max-width: 620px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
