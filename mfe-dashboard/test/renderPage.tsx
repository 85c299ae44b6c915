// The component-test render helper these remotes share lives in shared (one copy instead of three).
export * from '../../shared/test/renderPage';
