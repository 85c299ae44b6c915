import { screen, waitFor } from '@testing-library/react';
import { copy } from '@vitrina/shared/core';
import { createRemoteLifecycles } from '@vitrina/shared/lifecycles';

/** single-spa drives the root itself (mount resolves from componentDidMount), so these run outside act(). */
async function mounted(Root: () => React.ReactElement) {
  const lifecycles = createRemoteLifecycles(Root);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mfe_test', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return { domElement, unmount: () => lifecycles.unmount(props) };
}

describe('createRemoteLifecycles', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    jest.restoreAllMocks();
  });

  it('monta la raíz del remoto en el elemento del host y la desmonta', async () => {
    const { domElement, unmount } = await mounted(() => <h1>Raíz del remoto</h1>);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Raíz del remoto' })).toBeInTheDocument());
    expect(domElement).toContainElement(screen.getByRole('heading'));
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('si la raíz falla al pintar muestra "No pudimos cargar esta sección"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactElement {
      throw new Error('render roto');
    }
    const { domElement, unmount } = await mounted(Broken);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.shell.remoteLoadError));
    expect(copy.shell.remoteLoadError).toBe('No pudimos cargar esta sección');
    await unmount();
    domElement.remove();
  });
});
