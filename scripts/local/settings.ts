import { LOCAL_BUILD_VARIABLE } from '../../frontend/build/build-auth-mode';
import { doiMetadataTemplate } from './doi-service';

/**
 * Local demo defaults (spec 1-roles-and-identity §1.2): public development values, no secret.
 * Ports can be overridden with PORT, LOCAL_IDP_PORT, LOCAL_COSMOS_PORT and LOCAL_DOI_PORT.
 */
export const LOCAL_CLIENT_ID = '00000000-0000-4000-8000-000000000001';

/** A third-party application the local provider also knows (scripts/local/identity-provider.ts). */
export const LOCAL_THIRD_PARTY_CLIENT_ID = '00000000-0000-4000-8000-000000000002';

/** The well-known key of the Cosmos DB emulator, public by design; the local server ignores it. */
export const LOCAL_COSMOS_KEY = 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

export interface LocalPorts {
  web: number;
  idp: number;
  cosmos: number;
  /** The DOI fixture service (spec 6-data-and-beyond §6.3.7; scripts/local/doi-service.ts). */
  doi: number;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

export function defaultPorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  return {
    web: port(env.PORT, 4280),
    idp: port(env.LOCAL_IDP_PORT, 9400),
    cosmos: port(env.LOCAL_COSMOS_PORT, 8081),
    doi: port(env.LOCAL_DOI_PORT, 9401),
  };
}

export function idpUrl(ports: LocalPorts): string {
  return `http://localhost:${ports.idp}`;
}

export function cosmosEndpoint(ports: LocalPorts): string {
  return `http://127.0.0.1:${ports.cosmos}`;
}

/** Application settings of the API in local mode. */
export function apiSettings(ports: LocalPorts, database: string, jwksUrl = `${idpUrl(ports)}/jwks`): Record<string, string> {
  return {
    AUTH_MODE: 'local',
    AUTH_CLIENT_ID: LOCAL_CLIENT_ID,
    AUTH_JWKS_URL: jwksUrl,
    COSMOS_ENDPOINT: cosmosEndpoint(ports),
    COSMOS_DATABASE: database,
    COSMOS_CREDENTIAL: 'key',
    COSMOS_KEY: LOCAL_COSMOS_KEY,
    PORTAL_TIME_ZONE: 'America/Toronto',
    DOI_METADATA_URL: doiMetadataTemplate(ports.doi),
  };
}

/**
 * Build-time settings of the SPA in local mode. PORTAL_LOCAL_BUILD asks for the local-mode build
 * explicitly: `vite build` refuses one otherwise (frontend/build/build-auth-mode.ts).
 */
export function spaSettings(ports: LocalPorts): Record<string, string> {
  return {
    [LOCAL_BUILD_VARIABLE]: '1',
    VITE_AUTH_MODE: 'local',
    VITE_AUTH_CLIENT_ID: LOCAL_CLIENT_ID,
    VITE_LOCAL_IDP_URL: idpUrl(ports),
  };
}

/**
 * Where `npm start` keeps local data between runs. The version in the name changes whenever the
 * stored shape changes, so an old snapshot is never read by newer code (the demo data loads).
 */
export const LOCAL_SNAPSHOT_FILE = '.local-data/portal.v2.json';
