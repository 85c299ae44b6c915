export * from './messages';
export * from './conversations';
