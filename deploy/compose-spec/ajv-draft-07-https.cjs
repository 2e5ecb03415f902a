// For ajv-cli (-c): the draft-07 meta-schema Ajv already has, registered under the address the
// Compose schema names it by (https, no trailing #), so the schema compiles unchanged.
module.exports = (ajv) => {
  const draft07 = ajv.getSchema('http://json-schema.org/draft-07/schema').schema;
  ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
};
