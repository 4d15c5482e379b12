// The export name of each precompiled validator. One rule, used by the generator that emits the
// validators and by the operation table that points at them.

export const parameterValidatorName = (operationId, location) => `${operationId}_${location}`;
export const bodyValidatorName = (operationId) => `${operationId}_body`;
export const responseValidatorName = (operationId, status) => `${operationId}_response_${status}`;

/** The validator names of one operation-table entry (null where the part has nothing to check). */
export function validatorNamesOf(entry) {
  const parameters = Object.fromEntries(
    Object.entries(entry.parameters).map(([location, list]) => [location, list.length > 0 ? parameterValidatorName(entry.operationId, location) : null]),
  );
  return {
    ...parameters,
    body: entry.requestBody ? bodyValidatorName(entry.operationId) : null,
    responses: Object.fromEntries(
      Object.entries(entry.responses).map(([status, response]) => [status, response.schemaPointer ? responseValidatorName(entry.operationId, status) : null]),
    ),
  };
}
