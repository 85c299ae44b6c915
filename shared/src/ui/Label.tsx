import styled from 'styled-components';
import { Label as RadixLabel } from 'radix-ui';

export const Label = styled(RadixLabel.Root)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;
