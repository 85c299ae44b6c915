// The component-test render helper the remotes share lives in shared (one copy for all of them).
export * from '../../shared/test/renderPage';
