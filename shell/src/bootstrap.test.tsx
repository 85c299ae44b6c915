// The start-up runs in steps, the browser getting its turn between them: bootstrap's own task sets off what waits on
// the network, React DOM and the providers come in a later task (./startApp), the app's routes and layout in one
// after that (./app/App), and the page renders once they are all here.
import { screen } from '@testing-library/react';

const mockOrder: string[] = [];

jest.mock('./startApp', () => {
  mockOrder.push('startApp');
  return jest.requireActual('./startApp');
});
jest.mock('./app/App', () => {
  mockOrder.push('App');
  return { App: () => <h1>la página</h1> };
});
jest.mock('./federation/remoteLoader', () => ({
  ensureRemotesRegistered: jest.fn(() => {
    mockOrder.push('manifest');
    return Promise.resolve();
  }),
  loadExposedComponent: jest.fn(),
  loadRemoteRoutes: jest.fn(),
  resetRemote: jest.fn(),
}));
jest.mock('@vitrina/shared/kernel', () => ({
  ...jest.requireActual('@vitrina/shared/kernel'),
  initSession: jest.fn(() => {
    mockOrder.push('session');
    return Promise.resolve();
  }),
}));

/** Lets one task pass (the start-up yields with a timer where the browser has no scheduler.yield). */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

it('evaluates React DOM and the app in tasks after the one that sets off the network, then renders the page', async () => {
  // the page's own start-up renders, as in the browser: not a test's act()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  document.body.innerHTML = '<div id="root"></div>';
  await import('./bootstrap');
  // bootstrap's task: the manifest and the session are on their way, nothing of React's part evaluated yet
  expect(mockOrder).toEqual(['manifest', 'session']);
  await aTask();
  expect(mockOrder).toEqual(['manifest', 'session', 'startApp']);
  await aTask();
  expect(mockOrder).toEqual(['manifest', 'session', 'startApp', 'App']);
  expect(await screen.findByRole('heading', { name: 'la página' })).toBeInTheDocument();
});
