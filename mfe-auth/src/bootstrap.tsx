import { mountStandalone } from '@vitrina/shared/ui';
import { RemoteRoot } from './RemoteRoot';

// Standalone mount: the team runs this remote on its own (npm start -w mfe-auth) with the same pages the shell shows.
mountStandalone(RemoteRoot);
