/**
 * Renders the published OpenAPI document as TypeScript (openapi-typescript): the `paths` map the browser's typed API
 * client reads (`@sf/contracts/api-paths`). Generated from the running app's document, so it says what the routes
 * really accept and answer, params and query included, which are declared in the server's routes.
 */
import openapiTS, { astToString } from 'openapi-typescript';

export const API_PATHS_HEADER = `/**
 * GENERATED from the server's OpenAPI document by openapi-typescript: do not edit (biome.json leaves it out).
 * Regenerate with \`npm run api:types -w @sf/server\`; the server test openapi-types.test.ts fails while it is stale.
 */
`;

export async function renderApiPaths(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // Only what the client types need: no root types, keep the output stable and small.
    alphabetize: true,
    exportType: true,
  });
  return API_PATHS_HEADER + astToString(ast);
}
