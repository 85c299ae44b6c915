import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@vitrina/shared/core';
import { ProtectionNote } from './ProtectionNote';

const renderNote = (product: { escrow_required: boolean; price: number }) =>
  render(
    <ThemeProvider theme={theme}>
      <ProtectionNote product={product} />
    </ThemeProvider>,
  );

describe('ProtectionNote', () => {
  it('promises the refund with the real window on every piece', () => {
    renderNote({ escrow_required: false, price: 1200 });
    expect(
      screen.getByText(
        'Si no llega o no es lo que se describe, te devolvemos tu dinero: tienes 7 días desde la entrega para reclamar',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/espera los 7 días completos/)).not.toBeInTheDocument();
  });

  it('says an escrow or expensive piece waits for the whole window', () => {
    renderNote({ escrow_required: true, price: 1200 });
    expect(screen.getByText(/espera los 7 días completos/)).toBeInTheDocument();
  });
});
