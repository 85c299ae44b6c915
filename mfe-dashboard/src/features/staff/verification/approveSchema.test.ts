import { errorAt } from '../../../../test/schemaErrorAt';
import { approveSchema } from './approveSchema';

describe('approveSchema', () => {
  const valid = { level: 'verified', identityVerified: true, isVerified: false };

  it('otorga uno de los niveles basic, verified, trusted o vip', async () => {
    for (const level of ['basic', 'verified', 'trusted', 'vip']) {
      expect(await errorAt(approveSchema, { ...valid, level }, 'level')).toBeUndefined();
    }
    for (const level of ['', 'none', 'admin']) {
      expect(await errorAt(approveSchema, { ...valid, level }, 'level')).toBe('Elige el nivel a otorgar');
    }
  });
});
