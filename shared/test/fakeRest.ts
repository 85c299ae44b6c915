// The data modules' tests: the same fake backend as the component tests (fakeBackend.ts), answered by one function
// that sees each request with its query parameters parsed.
import { installFakeBackend, uninstallFakeBackend, type FakeReply } from './fakeBackend';

export { postgrestRefusal } from './fakeBackend';

/** A request the data modules sent, as the REST server would receive it. */
export interface SentRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export type Reply = FakeReply;

/**
 * Installs the fake backend (a real supabase-js client as the page's one client, and fetch for restRead's public
 * reads) with `reply` answering every request; returns the requests as they are sent.
 */
export function installFakeRest(reply: (request: SentRequest) => Reply): SentRequest[] {
  const requests: SentRequest[] = [];
  installFakeBackend().otherwise((request) => {
    const sent = {
      method: request.method,
      path: request.path,
      params: new URLSearchParams(request.search),
      body: request.body,
    };
    requests.push(sent);
    return reply(sent);
  });
  return requests;
}

export const uninstallFakeRest = uninstallFakeBackend;

/**
 * The fake for a whole test file: installed before each test answering with `initial` (an empty list unless given),
 * removed after each. A test answers through `rest.reply = (request) => …` and reads what the code sent in
 * `rest.requests`.
 */
export function fakeRestPerTest(initial: (request: SentRequest) => Reply = () => ({ body: [] })) {
  const rest = { reply: initial, requests: [] as SentRequest[] };
  beforeEach(() => {
    rest.reply = initial;
    rest.requests = installFakeRest((request) => rest.reply(request));
  });
  afterEach(uninstallFakeRest);
  return rest;
}
