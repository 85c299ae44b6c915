import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import styled, { useTheme } from 'styled-components';
import { queryClient } from '../query/queryClient';
import { toast, useToastStore } from '../ui/toast/toastStore';
import { AppProviders } from './AppProviders';

const Gold = styled.span`
  color: ${({ theme }) => theme.colors.gold};
`;

function Probe() {
  const theme = useTheme();
  const client = useQueryClient();
  return (
    <>
      <Gold data-testid="gold">{theme.colors.gold}</Gold>
      <output data-testid="client">{client === queryClient ? 'shared' : 'other'}</output>
    </>
  );
}

describe('<AppProviders />', () => {
  it('provee el tema, el QueryClient compartido y el Toaster (cargado con el primer aviso)', async () => {
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByTestId('gold')).toHaveTextContent('#c9a227');
    expect(screen.getByTestId('gold')).toHaveStyle({ color: '#c9a227' });
    expect(screen.getByTestId('client')).toHaveTextContent('shared');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Producto agregado' });
    });
    await waitFor(() => expect(screen.getByRole('region')).toHaveTextContent('Producto agregado'), { timeout: 10_000 });
    act(() => useToastStore.getState().remove());
  });
});
