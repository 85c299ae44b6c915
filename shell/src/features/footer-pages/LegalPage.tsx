import styled from 'styled-components';
import { Container, PageTitle } from '@vitrina/shared/core';
import type { LegalDocument } from './legalContent';

export const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
`;

export const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.gold};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  ul {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/** A long-form legal page (privacy notice, terms) rendered from its content. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container>
      <Article>
        <PageTitle>{document.title}</PageTitle>
        <Updated>{document.updated}</Updated>
        <Lead>{document.intro}</Lead>
        {document.sections.map((section) => (
          <Section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
          </Section>
        ))}
      </Article>
    </Container>
  );
}
