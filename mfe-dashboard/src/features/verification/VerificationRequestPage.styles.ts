import styled from 'styled-components';
import { Card, Container, spreadRow, bareList } from '@vitrina/shared/core';

// The verification request page's looks, apart from its behaviour.

export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

export const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  max-width: 760px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[6]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Types = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
  }
`;

export const TypeGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const TypeOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.warningSoft : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.4;
  }
`;

export const Actions = styled.div`
  ${spreadRow('center', 3)}
  p {
    flex: 1 1 260px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Why 'Enviar solicitud' is not ready yet: a line of its own above the privacy note and the button. */
export const SubmitReason = styled.span`
  display: block;
  flex: 1 1 100%;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const History = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const RequestList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${bareList}
`;

export const RequestCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  header {
    ${spreadRow('center', 2)}
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LevelLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  margin-left: 2px;
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

// The picker's own input carries the accessible name; this is the visible title above the drop area.
export const FieldTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;
