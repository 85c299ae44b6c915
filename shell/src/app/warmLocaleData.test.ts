import { warmLocaleData } from './warmLocaleData';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it("builds the page's price formatter in a task of its own, not in the caller's", () => {
  jest.useFakeTimers();
  const built = jest.spyOn(Intl, 'NumberFormat');
  warmLocaleData();
  expect(built).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(built).toHaveBeenCalledWith('es-MX', expect.objectContaining({ style: 'currency', currency: 'MXN' }));
});
