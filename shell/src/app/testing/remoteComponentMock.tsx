/**
 * Stand-in for the federation module in jest (federated imports cannot load there): every remote page or exposed
 * slot renders a marker naming the remote and key, so route tests can see which remote component a path reaches.
 */
export function remotePage(remote: string, key: string) {
  function RemotePageStub() {
    return <div data-testid="remote-page">{`${remote}/${key}`}</div>;
  }
  return RemotePageStub;
}

export function RemoteComponent({ remote, expose, route }: { remote: string; expose?: string; route?: string }) {
  return expose ? (
    <div data-testid="remote-slot">{`${remote}/${expose}`}</div>
  ) : (
    <div data-testid="remote-page">{`${remote}/${route}`}</div>
  );
}
