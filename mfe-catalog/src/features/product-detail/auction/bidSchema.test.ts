import { errorAt } from '../../../../test/schemaErrorAt';
import { bidSchemaFor } from './bidSchema';

describe('bidSchemaFor', () => {
  const schema = bidSchemaFor(1100);

  it('vacía, no numérica o menor que la siguiente puja válida: "Puja mínima: …"', async () => {
    for (const max_amount of ['', 'abc', 1099, 0, -5]) {
      expect(await errorAt(schema, { max_amount }, 'max_amount')).toBe('Puja mínima: $1,100');
    }
  });

  it('la siguiente puja válida o más pasa', async () => {
    expect(await errorAt(schema, { max_amount: 1100 }, 'max_amount')).toBeUndefined();
    expect(await errorAt(schema, { max_amount: '1500' }, 'max_amount')).toBeUndefined();
  });
});
