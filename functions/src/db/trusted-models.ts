import { Entity } from "electrodb";

interface ValidatingPrototype {
  _validateModel?: (model: unknown) => void;
}

/**
 * Lets a Lambda build ElectroDB entities without re-checking their models. ElectroDB checks each model against its
 * JSON schema (with the jsonschema package) every time an entity is built; on a cold start that check was most of
 * the cost of building the first entities. The models are constants of this code base: every test builds every
 * entity with the check on (db/trusted-models.test.ts builds them all), so a model that fails it never ships, and the
 * check on a live function can only pass. Only the cloud composition root calls this; tests and the local server
 * keep the check. Returns a function that restores it.
 */
export function trustEntityModels(): () => void {
  const prototype = Entity.prototype as unknown as ValidatingPrototype;
  const check = prototype._validateModel;
  // Fails loudly if ElectroDB renames its hook, rather than quietly building entities the slow way again.
  if (typeof check !== "function")
    throw new Error("ElectroDB's Entity has no _validateModel: trustEntityModels needs revisiting");
  prototype._validateModel = () => undefined;
  return () => {
    prototype._validateModel = check;
  };
}
