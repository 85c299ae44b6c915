import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string | null | undefined }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Vitrina';
  });

  it('names the page and the brand', () => {
    expect(documentTitle('Carrito')).toBe('Carrito · Vitrina');
    expect(documentTitle(null)).toBe('Vitrina');
  });

  it('sets the title while shown, keeps it while loading and restores it on leaving', () => {
    const view = render(<Page title={undefined} />);
    expect(document.title).toBe('Vitrina');
    view.rerender(<Page title="Balón firmado" />);
    expect(document.title).toBe('Balón firmado · Vitrina');
    view.unmount();
    expect(document.title).toBe('Vitrina');
  });

  it("leaves the next page's title when that page named the tab before this one left", () => {
    const listing = render(<Page title="Todos los tesoros" />);
    const product = render(<Page title="Balón firmado" />);
    listing.unmount();
    expect(document.title).toBe('Balón firmado · Vitrina');
    product.unmount();
  });
});
