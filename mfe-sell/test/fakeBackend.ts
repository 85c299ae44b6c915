// The component-test backend every remote uses lives in shared (one copy for the five remotes).
export * from '../../shared/test/fakeBackend';
