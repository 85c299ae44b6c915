// The data modules' REST double lives in shared (the shared entities' tests use it too).
export * from '../../shared/test/fakeRest';
