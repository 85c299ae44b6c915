import { consoleErrorReporter } from './consoleErrorReporter';
import { reportError, setErrorReporter } from './reportError';

afterEach(() => setErrorReporter(consoleErrorReporter));

describe('reportError', () => {
  it('por omisión escribe en console.error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('42P01');
    reportError(error, { where: 'newsletter' });
    expect(spy).toHaveBeenCalledWith('[vitrina]', error, { where: 'newsletter' });
    spy.mockRestore();
  });

  it('usa el servicio configurado', () => {
    const reporter = jest.fn();
    setErrorReporter(reporter);
    reportError('x');
    expect(reporter).toHaveBeenCalledWith('x', undefined);
  });

  it('un servicio que falla no lanza', () => {
    setErrorReporter(() => {
      throw new Error('down');
    });
    expect(() => reportError(new Error('y'))).not.toThrow();
  });
});
