export * from './moderation';
