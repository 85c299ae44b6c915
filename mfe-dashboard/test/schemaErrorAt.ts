// The one schema-test helper, in shared's test folder.
export * from '../../shared/test/schemaErrorAt';
