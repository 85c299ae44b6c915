import { screen, waitFor } from '@testing-library/react';
import routes from './routes';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe_catalog exposes', () => {
  it('./routes exporta un componente por cada clave del contrato', () => {
    expect(Object.keys(routes).sort()).toEqual([
      'CategoryPage',
      'ProductDetailPage',
      'ProductsPage',
      'SellerPage',
      'SubcategoryPage',
    ]);
    for (const component of Object.values(routes)) expect(typeof component).toBe('function');
  });

  it('./lifecycles monta y desmonta el mismo árbol con React 19 (single-spa-react)', async () => {
    window.history.pushState({}, '', '/categories/desconocida');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mfe_catalog', domElement, singleSpa: {}, mountParcel: () => undefined } as never;

    // single-spa drives this root itself, like a browser would: mount resolves from componentDidMount, which
    // React's act() would hold back, so the test runs outside the act environment.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await bootstrap(props);
    await mount(props);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Categoría no encontrada' })).toBeInTheDocument(),
    );
    expect(domElement).toContainElement(screen.getByRole('heading', { level: 1 }));

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
});
