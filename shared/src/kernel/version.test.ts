import packageJson from '../../package.json';
import { KERNEL_VERSION } from './version';

it('la versión del kernel es la de shared/package.json', () => {
  expect(KERNEL_VERSION).toBe(packageJson.version);
});
