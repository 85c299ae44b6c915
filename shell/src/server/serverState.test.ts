import { readServerRemote, readServerState, scriptSafeJson, serverStateScript } from './serverState';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

const hostile = 'Jersey </script><script>alert("x")</script> <!-- & \u2028 fin';

function stateWithTitle(title: string): DehydratedState {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['product', 'detail', '1'], { id: '1', title });
  const state = dehydrate(queryClient);
  queryClient.clear();
  return state;
}

describe('the server state in the HTML', () => {
  it('writes no character that HTML reads as markup, and reads back as the same JSON', () => {
    const json = scriptSafeJson({ title: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: hostile });
  });

  it('a title holding </script> stays inside its script element and comes back whole', () => {
    document.body.innerHTML = `<div id="root"></div>${serverStateScript(stateWithTitle(hostile))}<p id="after">fin</p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById('after')?.textContent).toBe('fin');
    const state = readServerState(document);
    expect((state?.queries[0]?.state.data as { title: string }).title).toBe(hostile);
  });

  it('a page without server state, or with a broken one, has nothing to hydrate', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="vitrina-state">{roto</script>';
    expect(readServerState(document)).toBeUndefined();
  });

  it("names the remote whose page was rendered, so the browser hydrates once that remote's code is here", () => {
    document.body.innerHTML = serverStateScript(stateWithTitle('Balón'), 'mfe_catalog');
    expect(readServerRemote(document)).toBe('mfe_catalog');
    expect(readServerState(document)).toBeDefined();
    document.body.innerHTML = serverStateScript(stateWithTitle('Aviso'));
    expect(readServerRemote(document)).toBeUndefined();
  });
});
