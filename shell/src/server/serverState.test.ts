import {
  MEMBER_HOLD_ATTRIBUTE,
  memberHoldHead,
  readServerRemote,
  readServerState,
  readVisitorOnly,
  scriptSafeJson,
  serverStateScript,
} from './serverState';
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

  it("marks a visitor's page that a member gets otherwise", () => {
    document.body.innerHTML = serverStateScript(stateWithTitle('Pronto'), undefined, { visitorOnly: true });
    expect(readVisitorOnly(document)).toBe(true);
    document.body.innerHTML = serverStateScript(stateWithTitle('Inicio'));
    expect(readVisitorOnly(document)).toBe(false);
  });

  it("keeps a visitor's page out of sight only in a browser with a stored session", () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(memberHoldHead())?.[1] ?? '';
    const run = () => new Function(script)() as void;
    localStorage.clear();
    document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
    run();
    expect(document.documentElement.hasAttribute(MEMBER_HOLD_ATTRIBUTE)).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"t"}');
    run();
    expect(document.documentElement.hasAttribute(MEMBER_HOLD_ATTRIBUTE)).toBe(true);
    localStorage.clear();
    document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
  });
});
