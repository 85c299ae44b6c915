import type { AnyObjectSchema } from 'yup';

/** Schema tests of every app: the message of the first error on `path`, or undefined when that field is valid. */
export async function errorAt(schema: AnyObjectSchema, values: Record<string, unknown>, path: string) {
  try {
    await schema.validateAt(path, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
