export * from './publicProfiles';
