import { act, renderHook, waitFor } from '@testing-library/react';
import { provideExposedLoader, setErrorReporter } from '@vitrina/shared/kernel';
import { consoleErrorReporter } from '../errors/consoleErrorReporter';
import { useExposed } from './useExposed';

const load = jest.fn<Promise<unknown>, [string, string]>();
const reset = jest.fn(async () => undefined);
const reported = jest.fn();

function Card() {
  return null;
}

beforeAll(() => provideExposedLoader({ load, reset }));
beforeEach(() => {
  load.mockReset();
  reset.mockClear();
  reported.mockClear();
  setErrorReporter(reported);
});
afterAll(() => setErrorReporter(consoleErrorReporter));

describe('useExposed', () => {
  it('loads the expose at once by default and hands back its component', async () => {
    load.mockResolvedValue(Card);
    const { result } = renderHook(() => useExposed('mfe_catalog', 'ProductCard'));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', Component: Card }));
    expect(load).toHaveBeenCalledWith('mfe_catalog', 'ProductCard');
  });

  it('with `when` false stays idle and asks nothing until it turns true', async () => {
    load.mockResolvedValue(Card);
    const { result, rerender } = renderHook(({ when }) => useExposed('mfe_catalog', 'SearchSuggest', { when }), {
      initialProps: { when: false },
    });
    expect(result.current.state.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();

    rerender({ when: true });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    rerender({ when: false });
    rerender({ when: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load with its remote and expose, and loads again when wanted again', async () => {
    const down = new Error('remoto caído');
    load.mockRejectedValueOnce(down).mockResolvedValue(Card);
    const { result, rerender } = renderHook(({ when }) => useExposed('mfe_catalog', 'SearchPalette', { when }), {
      initialProps: { when: true },
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: down }));
    expect(reported).toHaveBeenCalledWith(down, { remote: 'mfe_catalog', expose: 'SearchPalette' });

    rerender({ when: false });
    rerender({ when: true });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retry forgets the failed load in the host and asks again', async () => {
    load.mockRejectedValueOnce(new Error('remoto caído')).mockResolvedValue(Card);
    const { result } = renderHook(() => useExposed('mfe_sell', 'ListingForm'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    await act(() => result.current.retry());
    expect(reset).toHaveBeenCalledWith('mfe_sell');
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});
